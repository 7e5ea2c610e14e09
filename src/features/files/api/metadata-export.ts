// The metadata zip of a collection: '{n}.json' for each accessible file, in list order, zipped in a worker.
import { zipInWorker } from '../../../engine/engine';
import { METADATA_ZIP_LEVEL } from '../../../config/constants';
import { fetchAllAssignments, fetchAllFiles } from './files-page';
import { groupByFile, metadataFor, metadataText } from '../utils/metadata';

export async function exportMetadataZip(collectionId: string, collection: { name: string; description: string }, accessible: number) {
  const [list, assignments] = await Promise.all([fetchAllFiles(collectionId), fetchAllAssignments(collectionId)]);
  const byFile = groupByFile(assignments);
  const encoder = new TextEncoder();
  const entries = list.files.slice(0, accessible).map((file, i) => ({
    name: `${i + 1}.json`,
    data: encoder.encode(metadataText(metadataFor(collection, i + 1, byFile.get(file.id) ?? []))),
  }));
  const zip = await zipInWorker(entries, { level: METADATA_ZIP_LEVEL });
  return { zip, name: `${collection.name || 'collection'}_metadata.zip` };
}
