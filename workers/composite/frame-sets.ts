// The later frames of a compose session's animated values (frames[list][image]), decoded when a value is,
// kept within the decoded frames budget (frame-budget.ts): a set freed is decoded again when a combination
// draws its value again.
import { FrameBudget } from '../../core/animation/frame-budget.ts';
import type { ImageAt, PlacedImage } from './layer-cache.ts';

const keyOf = ([list, image]: ImageAt) => `${list}:${image}`;
/** A decoded frame's bytes: 4 a pixel (RGBA). */
const bytesOf = (set: readonly PlacedImage[]) => set.reduce((bytes, frame) => bytes + frame.width * frame.height * 4, 0);

export class FrameSets {
  /** frames[list][image]: an animated value's frames after its first; a hole for a still or a set freed. */
  readonly frames: PlacedImage[][][];
  /** The values found animated, by key: their frames are decoded again after the budget freed them. */
  private readonly moving = new Map<string, ImageAt>();
  /** The values the previous compose call draws: it may still be drawing them. */
  private busyBefore = new Set<string>();

  /** `decodeLater` gives a value's placed frames after its first, none for a still. */
  constructor(
    lists: number,
    private readonly decodeLater: (at: ImageAt) => Promise<PlacedImage[]>,
    private readonly budget = new FrameBudget(),
  ) {
    this.frames = Array.from({ length: lists }, () => []);
  }

  /** Decodes the value's later frames (none for a still). */
  async decode(at: ImageAt): Promise<void> {
    const set = await this.decodeLater(at);
    if (!set.length) return;
    this.frames[at[0]]![at[1]] = set;
    this.moving.set(keyOf(at), at);
    this.budget.use(keyOf(at), bytesOf(set));
  }

  /** The animated values `wanted` draws whose frames the budget freed: to decode again. */
  freed(wanted: readonly ImageAt[]): ImageAt[] {
    const freed = new Map<string, ImageAt>();
    for (const at of wanted) if (this.moving.has(keyOf(at)) && !this.frames[at[0]]![at[1]]) freed.set(keyOf(at), at);
    return [...freed.values()];
  }

  /** Counts the animated values `wanted` draws as just used, then frees the sets beyond the budget. */
  keepWithinBudget(wanted: readonly ImageAt[]): void {
    const busy = new Set(wanted.map(keyOf).filter((key) => this.moving.has(key)));
    for (const at of wanted) {
      const set = this.frames[at[0]]![at[1]];
      if (set) this.budget.use(keyOf(at), bytesOf(set));
    }
    for (const key of this.budget.overflow(new Set([...busy, ...this.busyBefore]))) {
      const [list, image] = this.moving.get(key)!;
      this.frames[list]![image]!.forEach((frame) => frame.bitmap.close());
      delete this.frames[list]![image];
    }
    this.busyBefore = busy;
  }
}
