// Decodes every layer image once per worker, already scaled and placed for the output (output-geometry),
// so that drawing a combination is a plain blit of cached ImageBitmaps.
import type { ComposeSession } from '../protocol.ts';
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

export async function decodeLayers(sources: Blob[][], { size, pixelArt, fit }: Options): Promise<DecodedLayers> {
  if (!sources[0]?.[0]) throw new Error('No layer images');
  // Decoded once at natural size; resizing a bitmap does not decode again.
  const natural = await Promise.all(sources.map((layer) => Promise.all(layer.map((blob) => createImageBitmap(blob)))));
  const output = outputGeometry(natural[0]![0]!, size);
  // Nearest neighbour keeps pixel art's hard edges; 'high' smooths photographs.
  const resizeQuality: ResizeQuality = pixelArt ? 'pixelated' : 'high';
  const images = await Promise.all(
    natural.map((layer) =>
      Promise.all(
        layer.map(async (bitmap): Promise<PlacedImage> => {
          const place = placeImage(bitmap, output, fit);
          if (sameSize(place, bitmap)) return { ...place, bitmap };
          const resized = await createImageBitmap(bitmap, { resizeWidth: place.width, resizeHeight: place.height, resizeQuality });
          bitmap.close();
          return { ...place, bitmap: resized };
        }),
      ),
    ),
  );
  return { width: output.width, height: output.height, images };
}

export function closeLayers(layers: DecodedLayers): void {
  for (const layer of layers.images) for (const image of layer) image.bitmap.close();
}
