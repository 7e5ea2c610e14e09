// The working copies of the layer images, by image id: read back after a reload, or made by an upload.
// A row shown makes its own blob URL from its copy and releases it when it goes (useObjectUrl): a URL
// for each image at once held the main thread for 100-300 ms on a 600-image collection after a reload,
// and about 1 ms per image while adding them, where a windowed layer list shows a few dozen.
import { create } from 'zustand';
import { useObjectUrl } from '@/lib/use-object-url';

interface LayerPreviews {
  previews: ReadonlyMap<string, Blob>;
}

const useLayerPreviews = create<LayerPreviews>(() => ({ previews: new Map() }));

export function addPreviews(added: Iterable<readonly [string, Blob]>): void {
  useLayerPreviews.setState((s) => ({ previews: new Map([...s.previews, ...added]) }));
}

export function forgetPreviews(ids: Iterable<string>): void {
  useLayerPreviews.setState((s) => {
    const previews = new Map(s.previews);
    for (const id of ids) previews.delete(id);
    return { previews };
  });
}

/** The image's URL while the calling component shows it; null until its copy is there. */
export function usePreviewUrl(id: string): string | null {
  return useObjectUrl(useLayerPreviews((s) => s.previews.get(id)));
}
