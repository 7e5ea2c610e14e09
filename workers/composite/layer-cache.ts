// Decodes every layer image once per worker, already scaled and placed for the output (output-geometry),
// so that drawing a combination is a plain blit of cached ImageBitmaps.
import type { ComposeSession } from '../protocol.ts';
import { mapLimited } from '../../shared/map-limited.ts';
import { outputGeometry, placeImage, sameSize, type Placement } from './output-geometry.ts';

export interface PlacedImage extends Placement {
  bitmap: ImageBitmap;
}

export interface DecodedLayers {
  width: number;
  height: number;
  /** layers[layer][image] */
  images: PlacedImage[][];
}

type Options = Pick<ComposeSession, 'size' | 'pixelArt' | 'fit'>;

/**
 * Images one worker decodes (and scales) at a time. The browser decodes on background threads of its own:
 * a worker asking for all 40 at once kept them busy beside the two composing threads, and at 2000 px the
 * page's frames stretched to 83-133 ms and clicks to 112-176 ms while the run started; one at a time per
 * worker, 17 ms and 48-64 ms, at the same rate (docs/performance.md).
 */
const LAYER_DECODES_IN_FLIGHT = 1;

export async function decodeLayers(sources: Blob[][], { size, pixelArt, fit }: Options): Promise<DecodedLayers> {
  if (!sources[0]?.[0]) throw new Error('No layer images');
  // The first image sets the output; each image is decoded once at natural size (resizing a bitmap does not decode again).
  const first = await createImageBitmap(sources[0][0]);
  const output = outputGeometry(first, size);
  // Nearest neighbour keeps pixel art's hard edges; 'high' smooths photographs.
  const resizeQuality: ResizeQuality = pixelArt ? 'pixelated' : 'high';
  const placed = await mapLimited(sources.flat(), LAYER_DECODES_IN_FLIGHT, async (blob, i): Promise<PlacedImage> => {
    const bitmap = i === 0 ? first : await createImageBitmap(blob);
    const place = placeImage(bitmap, output, fit);
    if (sameSize(place, bitmap)) return { ...place, bitmap };
    const resized = await createImageBitmap(bitmap, { resizeWidth: place.width, resizeHeight: place.height, resizeQuality });
    bitmap.close();
    return { ...place, bitmap: resized };
  });
  let at = 0;
  const images = sources.map((layer) => layer.map(() => placed[at++]!));
  return { width: output.width, height: output.height, images };
}

export function closeLayers(layers: DecodedLayers): void {
  for (const layer of layers.images) for (const image of layer) image.bitmap.close();
}
