// Draws combinations bottom layer first on one OffscreenCanvas and hands back their pixels.
import type { DecodedLayers } from './layer-cache.ts';
import type { Rgba } from './png-pixels.ts';

/** A 2D canvas whose every drawing is read back to be encoded: kept in memory, it reads them with a copy. */
export function pixelCanvas(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas is not available in this worker');
  return context;
}

/** What the canvas shows, as RGBA bytes. */
export function canvasPixels(context: OffscreenCanvasRenderingContext2D): Rgba {
  const { width, height } = context.canvas;
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export class Compositor {
  private readonly context: OffscreenCanvasRenderingContext2D;

  constructor(private readonly layers: DecodedLayers) {
    this.context = pixelCanvas(layers.width, layers.height);
  }

  /** The pixels of one combination: image `digits[layer]` of each layer. */
  draw(digits: readonly number[]): Rgba {
    const { width, height, images } = this.layers;
    this.context.clearRect(0, 0, width, height);
    digits.forEach((image, layer) => {
      // A negative digit (the generator's None) leaves that layer out.
      if (image < 0) return;
      const placed = images[layer]![image]!;
      this.context.drawImage(placed.bitmap, placed.x, placed.y);
    });
    return canvasPixels(this.context);
  }
}
