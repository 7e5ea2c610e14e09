import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawLayer } from '../../core/protocol.ts';
import { Compositor } from './compositor.ts';
import type { DecodedLayers, PlacedImage } from './layer-cache.ts';

// The canvas is the edge here: a fake 2D context on 1 x 1 px whose drawImage copies an opaque pixel, and
// which counts its read-backs (a plain token reads its pixels once, at the end).
let reads = 0;
class FakeCanvas {
  readonly pixel = new Uint8ClampedArray(4);
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      canvas: this,
      clearRect: () => this.pixel.fill(0),
      drawImage: (bitmap: { rgba: number[] }) => this.pixel.set(bitmap.rgba),
      getImageData: () => (reads++, { data: this.pixel.slice() }),
    };
  }
}

const image = (rgba: number[]): PlacedImage => ({ x: 0, y: 0, width: 1, height: 1, bitmap: { rgba } as unknown as ImageBitmap });
const RED = [200, 0, 0, 255];
const BLUE = [0, 0, 200, 255];
const GREY = [128, 128, 128, 255];
const BACK = [0, 100, 0, 255];
// Layer 0: red or blue; layer 1: grey; parts of layer 1: one back piece.
const decoded: DecodedLayers = { width: 1, height: 1, images: [[image(RED), image(BLUE)], [image(GREY)], [], [image(BACK)]] };
const session = (drawing?: DrawLayer[]) => ({ layers: [[], []] as Blob[][], parts: [[], []] as Blob[][], drawing });

beforeEach(() => {
  reads = 0;
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
});
afterEach(() => vi.unstubAllGlobals());

describe('Compositor', () => {
  it('blits each layer in order without a drawing, reading the pixels once; None leaves a layer out', () => {
    const compositor = new Compositor(decoded, session());
    expect([...compositor.draw([1, 0]).data]).toEqual(GREY);
    expect([...compositor.draw([1, -1]).data]).toEqual(BLUE);
    expect(reads).toBe(2);
  });

  it("follows the drawing: a value moved below another layer, a part at its place, the layer's blend from its step on", () => {
    const compositor = new Compositor(
      decoded,
      session([
        { layer: 1, blend: 'normal', opacity: 1, images: [0], parts: true },
        { layer: 0, blend: 'normal', opacity: 1, images: [0, -1] },
        { layer: 1, blend: 'multiply', opacity: 1 },
        { layer: 0, blend: 'normal', opacity: 1, images: [-1, 1] },
      ]),
    );
    // Red (moved under the grey), multiplied by grey: 200 x 128 / 255.
    expect([...compositor.draw([0, 0]).data]).toEqual([100, 0, 0, 255]);
    // Blue stays over the grey; the back piece green is multiplied by grey, then covered.
    expect([...compositor.draw([1, 0]).data]).toEqual(BLUE);
    // Without layer 1, no back piece either: just blue.
    expect([...compositor.draw([1, -1]).data]).toEqual(BLUE);
    // The multiplied layer is drawn with the formulas; without it, every step is a blit on the canvas.
    expect(compositor.blends([0, 0])).toBe(true);
    expect(compositor.blends([1, -1])).toBe(false);
    expect(new Compositor(decoded, session()).blends([0, 0])).toBe(false);
  });

  it('draws frame f of an animated value as its frame f mod its frame count, a still in every frame', () => {
    const GREEN = [0, 200, 0, 255];
    const animated: DecodedLayers = { ...decoded, frames: [[[image(GREEN), image(GREY)]], []] };
    const compositor = new Compositor(animated, session());
    // Layer 0's red has 3 frames (red, green, grey); layer 1 draws nothing (None).
    expect([0, 1, 2, 3, 4].map((frame) => [...compositor.draw([0, -1], frame).data])).toEqual([RED, GREEN, GREY, RED, GREEN]);
    expect(compositor.moves([0, -1])).toBe(true);
    expect([...compositor.draw([1, -1], 2).data]).toEqual(BLUE);
    expect(compositor.moves([1, -1])).toBe(false);
  });
});
