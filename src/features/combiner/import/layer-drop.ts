// What a layer takes from a dropped or picked folder: the images in it as values, and each folder holding
// numbered frames and nothing else (`Laser/1.png`, `Laser/2.png`...) as one animated value named by the
// folder, stored as one APNG like the layers/ import's (frames-value.ts).
import type { RefusedFile } from '../combiner-messages';
import { valueFile } from './frames-value';
import { framesInOrder, isFrame, isHidden, type TreeFile } from './layer-tree';

export async function layerDropFiles(tree: readonly TreeFile[]): Promise<{ files: File[]; refused: RefusedFile[] }> {
  const byFolder = new Map<string, File[]>();
  for (const { path, file } of tree) {
    const parts = path.split('/').filter(Boolean);
    if (parts.some(isHidden)) continue;
    const folder = parts.slice(0, -1).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const files: File[] = [];
  const refused: RefusedFile[] = [];
  for (const [folder, inFolder] of byFolder) {
    if (!folder || !inFolder.every((file) => isFrame(file.name))) {
      files.push(...inFolder);
      continue;
    }
    const frames = framesInOrder(inFolder);
    const name = `${folder.split('/').at(-1)}.png`;
    const apng = await valueFile({ file: frames[0]!, name, frames });
    if (apng) files.push(apng);
    else refused.push({ name, reason: 'could not be read' });
  }
  return { files, refused };
}
