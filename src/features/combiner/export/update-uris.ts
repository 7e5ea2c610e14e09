// "Update image URIs": the metadata folder or zip the user drops comes back as one zip with `image`
// pointed at the new base; the work runs in a worker.
import { updateImageUrisInWorker } from '@/engine/engine';
import { baseUriProblem } from '@core/export/base-uri';
import { downloadBlob } from '@/lib/download';

export const UPDATED_METADATA_ZIP = 'metadata_updated_uris.zip';

export interface UpdateOutcome {
  ok: boolean;
  text: string;
  problems: string[];
}

/** A folder's files keep their path inside it; a single zip is read as a zip. */
function inputOf(files: File[]) {
  if (files.length === 1 && /\.zip$/i.test(files[0]!.name)) return files[0]!;
  return files.map((file) => ({ name: file.webkitRelativePath || file.name, data: file as Blob }));
}

export async function updateUris(files: File[], base: string): Promise<UpdateOutcome> {
  if (!base.trim()) return { ok: false, text: 'Enter the CID or base URI of the images first', problems: [] };
  const problem = baseUriProblem(base);
  if (problem) return { ok: false, text: `Nothing was rewritten: ${problem}`, problems: [] };
  if (!files.length) return { ok: false, text: 'Choose a metadata folder or zip first', problems: [] };
  try {
    const result = await updateImageUrisInWorker(inputOf(files), base);
    if (result.updated) downloadBlob(new Blob([result.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), UPDATED_METADATA_ZIP);
    const noun = result.updated === 1 ? 'file' : 'files';
    return {
      ok: result.problems.length === 0,
      text: `Updated image URIs in ${result.updated} metadata ${noun}`,
      problems: result.problems,
    };
  } catch (error) {
    console.warn('Update image URIs failed', error);
    return { ok: false, text: 'Those files could not be read as a metadata folder or zip', problems: [] };
  }
}
