// The metadata zip of a collection: for each accessible file its own JSON, named by the file's own
// number (`16.png` gives `16.json`), exactly as its single download; zipped in a worker.
import { zipInWorker } from '../../../engine/engine';
import { METADATA_ZIP_LEVEL } from '../../../config/constants';
import { fetchAllAssignments, fetchAllFiles } from './files-page';
import { fileMetadata, groupByFile } from '../utils/metadata';

export async function exportMetadataZip(
  collectionId: string,
  collection: { name: string; description: string },
  accessible: number,
  baseUri = '',
) {
  const [list, assignments] = await Promise.all([fetchAllFiles(collectionId), fetchAllAssignments(collectionId)]);
  const byFile = groupByFile(assignments);
  const encoder = new TextEncoder();
  const entries = list.files.slice(0, accessible).map((file, i) => {
    const { fileName, text } = fileMetadata(collection, file.file_name, i + 1, byFile.get(file.id) ?? [], baseUri);
    return { name: fileName, data: encoder.encode(text) };
  });
  const zip = await zipInWorker(entries, { level: METADATA_ZIP_LEVEL });
  return { zip, name: `${collection.name || 'collection'}_metadata.zip` };
}
