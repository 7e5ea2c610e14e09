// Draws combinations bottom layer first on one OffscreenCanvas and encodes them as PNG.
import type { DecodedLayers } from './layer-cache.ts';

export class Compositor {
  private readonly canvas: OffscreenCanvas;
  private readonly context: OffscreenCanvasRenderingContext2D;

  constructor(private readonly layers: DecodedLayers) {
    this.canvas = new OffscreenCanvas(layers.width, layers.height);
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('2D canvas is not available in this worker');
    this.context = context;
  }

  /** Starts the PNG encode of each combination; the canvas is snapshotted per call, so draws need not wait. */
  render(combinations: readonly (readonly number[])[]): Promise<Blob>[] {
    return combinations.map((digits) => {
      this.context.clearRect(0, 0, this.layers.width, this.layers.height);
      digits.forEach((image, layer) => {
        const placed = this.layers.images[layer]![image]!;
        this.context.drawImage(placed.bitmap, placed.x, placed.y);
      });
      return this.canvas.convertToBlob({ type: 'image/png' });
    });
  }
}
