// The layers of a run as the engine takes them: groups with images, bottom card first, with their bytes
// read back from IndexedDB (null when any image is gone).
import type { LayerValues } from '../../../engine/engine';
import { getImage } from '../stores/image-db';
import type { TraitGroup } from '../stores/trait-groups-store';

export const usableGroups = (groups: readonly TraitGroup[]) => groups.filter((g) => g.files.length > 0);

export const layerValues = (groups: readonly TraitGroup[]): LayerValues[] =>
  usableGroups(groups).map((g) => ({ name: g.name, values: g.files.map((f) => g.traitValues[f.name] ?? '') }));

/** Renders from the stored working copies (`fromPreviews`, fine at 250 px) or from the originals. */
export async function layerBlobs(groups: readonly TraitGroup[], fromPreviews: boolean): Promise<Blob[][] | null> {
  const layers = await Promise.all(usableGroups(groups).map((g) => Promise.all(g.files.map((f) => getImage(f.id).catch(() => undefined)))));
  if (layers.some((layer) => layer.some((image) => !image))) return null;
  return layers.map((layer) => layer.map((image) => (fromPreviews ? image!.preview : image!.original)));
}
