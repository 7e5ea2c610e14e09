// Draws combinations bottom layer first on one OffscreenCanvas and hands back their pixels. Layers drawn
// plainly (normal blend, full opacity) are blits on the canvas; from the first blended or translucent
// step of a token on, the token is composed on its pixels with the W3C formulas (blend.ts).
import type { ComposeSession, DrawLayer } from '../../core/protocol.ts';
import { blendOnto, type PlacedPixels } from '../../core/compose/blend.ts';
import type { DecodedLayers, ImageAt, PlacedImage } from './layer-cache.ts';
import type { Rgba } from '../../core/png/png-pixels.ts';

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

type Drawing = Pick<ComposeSession, 'layers' | 'drawing' | 'parts'>;

/** Every image a session draws, as one list for decodeLayers: the layers' values, then their parts. */
export const drawnImages = ({ layers, parts = [] }: Drawing): Blob[][] => [...layers, ...parts];

const isPlain = (step: DrawLayer) => step.blend === 'normal' && step.opacity === 1;

/** The steps of a session's drawing: its own, or each layer in turn, plainly. */
const stepsOf = (session: Pick<ComposeSession, 'layers' | 'drawing'>): readonly DrawLayer[] =>
  session.drawing ?? session.layers.map((_, layer) => ({ layer, blend: 'normal', opacity: 1 }));

/** Where `step`'s image for `digit` is in drawnImages (a value list, or after them a part list), or null
 * when the step draws nothing: a negative digit (the generator's None) leaves its layer out, with all its steps. */
function imageAt(step: DrawLayer, digit: number, valueLists: number): ImageAt | null {
  if (digit < 0) return null;
  const image = step.images ? step.images[digit]! : digit;
  return image < 0 ? null : [step.parts ? valueLists + step.layer : step.layer, image];
}

/** The images drawing `combinations` takes, as the Compositor takes them (a compose call decodes these first). */
export function imagesDrawn(session: Pick<ComposeSession, 'layers' | 'drawing'>, combinations: readonly (readonly number[])[]): ImageAt[] {
  const steps = stepsOf(session);
  return combinations.flatMap((digits) =>
    steps.flatMap((step) => {
      const at = imageAt(step, digits[step.layer]!, session.layers.length);
      return at ? [at] : [];
    }),
  );
}

export class Compositor {
  private readonly context: OffscreenCanvasRenderingContext2D;
  private readonly steps: readonly DrawLayer[];
  private readonly valueLists: number;
  /** The straight-alpha pixels of each image drawn with the formulas, read once; weakly held, so that
   * the frames the layer cache frees (frame-budget.ts) take their pixels with them. */
  private readonly pixels = new WeakMap<PlacedImage, PlacedPixels>();

  /** `decoded` holds the images of drawnImages(session), in that order. */
  constructor(
    private readonly decoded: DecodedLayers,
    session: Drawing,
  ) {
    this.context = pixelCanvas(decoded.width, decoded.height);
    this.valueLists = session.layers.length;
    this.steps = stepsOf(session);
  }

  /** The pixels of one combination: image `digits[layer]` of each layer, at `frame` of an animation
   * (an animated value with fewer frames loops; a still is the same in every frame). */
  draw(digits: readonly number[], frame = 0): Rgba {
    const { width, height } = this.decoded;
    this.context.clearRect(0, 0, width, height);
    let composed: Rgba | null = null;
    for (const step of this.steps) {
      const placed = this.imageOf(step, digits[step.layer]!, frame);
      if (!placed) continue;
      if (!composed && isPlain(step)) this.context.drawImage(placed.bitmap, placed.x, placed.y);
      else blendOnto((composed ??= canvasPixels(this.context)), this.pixelsOf(placed), step.blend, step.opacity);
    }
    return composed ?? canvasPixels(this.context);
  }

  /** True when drawing `digits` composes with the formulas: its pixels then do not come off the canvas. */
  blends(digits: readonly number[]): boolean {
    return this.steps.some((step) => !isPlain(step) && imageAt(step, digits[step.layer]!, this.valueLists) !== null);
  }

  /** True when drawing `digits` takes an animated value's frames. */
  moves(digits: readonly number[]): boolean {
    return this.steps.some((step) => {
      const at = imageAt(step, digits[step.layer]!, this.valueLists);
      return Boolean(at && this.decoded.frames?.[at[0]]?.[at[1]]);
    });
  }

  private imageOf(step: DrawLayer, digit: number, frame: number): PlacedImage | undefined {
    const at = imageAt(step, digit, this.valueLists);
    if (!at) return undefined;
    const later = frame > 0 ? this.decoded.frames?.[at[0]]?.[at[1]] : undefined;
    // Frame f of a value of k frames is its frame f mod k: frame 0 is the still, then the later ones.
    const own = later ? frame % (later.length + 1) : 0;
    return own > 0 ? later![own - 1] : this.decoded.images[at[0]]![at[1]];
  }

  private pixelsOf(placed: PlacedImage): PlacedPixels {
    let read = this.pixels.get(placed);
    if (!read) {
      const context = pixelCanvas(placed.width, placed.height);
      context.drawImage(placed.bitmap, 0, 0);
      read = { ...canvasPixels(context), x: placed.x, y: placed.y };
      this.pixels.set(placed, read);
    }
    return read;
  }
}
