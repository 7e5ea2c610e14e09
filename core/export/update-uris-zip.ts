// "Update image URIs" in a worker: numbered metadata files in (a folder's files or a zip), the same
// files out in one zip with `image` rewritten; a file that cannot be rewritten is named, not dropped.
import JSZip from 'jszip';
import { buildZip } from '../zip/build-zip.ts';
import { rewriteImageUri } from './update-image-uris.ts';
import type { NamedBlob, UpdatedUris } from './stargaze-types.ts';

/** Level for the rewritten JSON, the same as the metadata exports. */
const JSON_LEVEL = 6;
const METADATA_FILE = /(^|\/)\d+\.json$/i;

async function filesOf(input: Blob | NamedBlob[]): Promise<{ name: string; text: () => Promise<string> }[]> {
  if (Array.isArray(input)) return input.map((file) => ({ name: file.name, text: () => file.data.text() }));
  const zip = await JSZip.loadAsync(input);
  return Object.values(zip.files)
    .filter((entry) => !entry.dir)
    .map((entry) => ({ name: entry.name, text: () => entry.async('string') }));
}

export async function updateImageUris(input: Blob | NamedBlob[], base: string): Promise<UpdatedUris> {
  const files = (await filesOf(input)).filter((file) => METADATA_FILE.test(file.name));
  const encoder = new TextEncoder();
  const problems: string[] = [];
  const entries: { name: string; data: Uint8Array }[] = [];
  for (const file of files) {
    const result = rewriteImageUri(file.name, await file.text(), base);
    if ('error' in result) problems.push(result.error);
    else entries.push({ name: file.name, data: encoder.encode(result.text) });
  }
  if (!files.length) problems.push('No numbered metadata files (1.json, 2.json, ...) were found');
  return { zip: await buildZip(entries, { level: JSON_LEVEL }), updated: entries.length, problems };
}
