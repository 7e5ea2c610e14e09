// The layers of a run as the engine takes them: groups with images, bottom card first, with their bytes
// read back from IndexedDB (null when any image is gone).
import type { LayerValues } from '../../../engine/engine';
import { getImage } from '../stores/image-db';
import type { OutputSize } from '../stores/combiner-settings-store';
import type { TraitGroup } from '../stores/trait-groups-store';

export const usableGroups = (groups: readonly TraitGroup[]) => groups.filter((g) => g.files.length > 0);

export const layerValues = (groups: readonly TraitGroup[]): LayerValues[] =>
  usableGroups(groups).map((g) => ({ name: g.name, values: g.files.map((f) => g.traitValues[f.name] ?? '') }));

/** The default size renders from the stored working copies; a larger size from the originals. */
export async function layerBlobs(groups: readonly TraitGroup[], size: OutputSize): Promise<Blob[][] | null> {
  const layers = await Promise.all(
    usableGroups(groups).map((g) => Promise.all(g.files.map((f) => getImage(f.id).catch(() => undefined)))),
  );
  if (layers.some((layer) => layer.some((image) => !image))) return null;
  return layers.map((layer) => layer.map((image) => (size === 250 ? image!.preview : image!.original)));
}
