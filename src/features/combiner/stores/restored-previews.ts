// The working copies read back after a reload, by image id. A row shown makes its own blob URL from its
// copy and releases it when it goes (useObjectUrl): making a URL for each of a 600-image collection's
// images at once held the main thread for 100-300 ms, while a windowed layer list shows a few dozen.
// An image added since the load has its URL in the layer store (TraitFile.url) instead.
import { create } from 'zustand';
import { useObjectUrl } from '@/lib/use-object-url';
import type { TraitFile } from './trait-groups-store';

interface RestoredPreviews {
  previews: ReadonlyMap<string, Blob>;
}

const useRestoredPreviews = create<RestoredPreviews>(() => ({ previews: new Map() }));

export const setRestoredPreviews = (previews: ReadonlyMap<string, Blob>) => useRestoredPreviews.setState({ previews });

/** The image's URL while the calling component shows it: its upload's, or one made from its restored copy. */
export function useFileUrl(file: TraitFile): string | null {
  const restored = useRestoredPreviews((s) => (file.url ? undefined : s.previews.get(file.id)));
  return useObjectUrl(restored) ?? (file.url || null);
}
