// The layers of a run as the engine takes them: groups with images, bottom card first, with their bytes
// read back from IndexedDB (null when any image is gone). One-of-ones are one more layer on top, drawn
// alone on their tokens, so they follow the layers' size rules (workers/export/one-of-ones.ts).
import type { LayerValues } from '../../../engine/engine';
import type { OneOfOneSetting } from '../../../../workers/protocol';
import { getImage } from '../stores/image-db';
import type { TraitGroup } from '../stores/trait-groups-store';

export const usableGroups = (groups: readonly TraitGroup[]) => groups.filter((g) => g.files.length > 0);

export const layerValues = (groups: readonly TraitGroup[]): LayerValues[] =>
  usableGroups(groups).map((g) => ({
    name: g.name,
    values: g.files.map((f) => g.traitValues[f.name] ?? ''),
    ...(g.noneValue && { noneValue: true }),
  }));

/** Image ids of each layer of a run, bottom first, the one-of-ones last when there are any. */
export const runFileIds = (groups: readonly TraitGroup[], oneOfOnes: readonly OneOfOneSetting[] = []) => {
  const ids = usableGroups(groups).map((g) => g.files.map((f) => f.id));
  return oneOfOnes.length ? [...ids, oneOfOnes.map((o) => o.id)] : ids;
};

/** Renders from the stored working copies (`fromPreviews`, fine at 250 px) or from the originals. */
export const layerBlobs = (groups: readonly TraitGroup[], fromPreviews: boolean, oneOfOnes: readonly OneOfOneSetting[] = []) =>
  storedBlobs(runFileIds(groups, oneOfOnes), fromPreviews);

/** The bytes of images by id, as layerBlobs reads them; null when any is gone. */
export async function storedBlobs(ids: readonly (readonly string[])[], fromPreviews: boolean): Promise<Blob[][] | null> {
  const layers = await Promise.all(ids.map((layer) => Promise.all(layer.map((id) => getImage(id).catch(() => undefined)))));
  if (layers.some((layer) => layer.some((image) => !image))) return null;
  return layers.map((layer) => layer.map((image) => (fromPreviews ? image!.preview : image!.original)));
}

/** Every combination of the layers' images (0 without layers): what the credit notice compares with. */
export const possibleCombinations = (groups: readonly TraitGroup[]) => {
  const usable = usableGroups(groups);
  return usable.length ? usable.reduce((product, g) => product * g.files.length, 1) : 0;
};
