// Draws combinations bottom layer first on one OffscreenCanvas and hands back their pixels.
import type { DecodedLayers } from './layer-cache.ts';
import type { Rgba } from './png-pixels.ts';

export class Compositor {
  private readonly context: OffscreenCanvasRenderingContext2D;

  constructor(private readonly layers: DecodedLayers) {
    const canvas = new OffscreenCanvas(layers.width, layers.height);
    // Every image's pixels are read back to be encoded: a canvas kept in memory reads them with a copy.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('2D canvas is not available in this worker');
    this.context = context;
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
    const { data } = this.context.getImageData(0, 0, width, height);
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  }
}
