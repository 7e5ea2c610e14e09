// The metadata zip of a collection: for each accessible file its own JSON, named by the file's own
// number (`16.png` gives `16.json`), exactly as its single download; zipped in a worker and checked with
// the combiner's Stargaze check. Renumbered, the files are taken in list order as 1..N (the renamer's
// numbering of the images), so a collection with gaps (a refused 8.png) exports without them.
import { zipInWorker } from '@/engine/engine';
import { checkTarget } from '@core/export/targets/check-target';
import { METADATA_ZIP_LEVEL } from '@/config/constants';
import { fetchAllAssignments, fetchAllFiles } from './files-page';
import { fileMetadata, groupByFile } from '../utils/metadata';

const extensionOf = (fileName: string) => /\.[^.]+$/.exec(fileName)?.[0] ?? '';

export async function exportMetadataZip(
  collectionId: string,
  collection: { name: string; description: string },
  accessible: number,
  baseUri = '',
  renumber = false,
) {
  const [list, assignments] = await Promise.all([fetchAllFiles(collectionId), fetchAllAssignments(collectionId)]);
  const byFile = groupByFile(assignments);
  const encoder = new TextEncoder();
  const files = list.files.slice(0, accessible).map((file, i) => {
    const image = renumber ? `${i + 1}${extensionOf(file.file_name)}` : file.file_name;
    return { image, ...fileMetadata(collection, { name: image, tokenName: file.tokenName }, i + 1, byFile.get(file.id) ?? [], baseUri) };
  });
  const check = checkTarget('stargaze', [
    ...files.map((file) => ({ path: `images/${file.image}` })),
    ...files.map((file) => ({ path: `metadata/${file.fileName}`, text: file.text })),
  ]);
  const entries = files.map((file) => ({ name: file.fileName, data: encoder.encode(file.text) }));
  const zip = await zipInWorker(entries, { level: METADATA_ZIP_LEVEL });
  return { zip, name: `${collection.name || 'collection'}_metadata.zip`, check };
}
