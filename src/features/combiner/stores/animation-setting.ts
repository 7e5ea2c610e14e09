// An animated collection's frame count and rate: the artist's, or the longest animated value's (its frame
// count and its first frame's delay). Values with fewer frames loop; those with more are cut.
import type { AnimationSetting } from '@core/protocol';
import { DEFAULT_ANIMATION_FORMAT, type AnimationFormat } from '@core/animation/animation-format';
import type { TraitGroup } from './trait-groups-store';

export interface AnimationChoice {
  frames: number | null;
  fps: number | null;
  /** GIF when not given. */
  format?: AnimationFormat;
}

/** The longest animated value among the layers' images, or null when every value is still. */
export function longestAnimation(groups: readonly Pick<TraitGroup, 'files'>[]): AnimationSetting | null {
  let longest: AnimationSetting | null = null;
  for (const group of groups)
    for (const { animation } of group.files) if (animation && (!longest || animation.frames > longest.frames)) longest = animation;
  return longest;
}

/** Frames per second as a GIF plays them, from a delay in ms (GIF counts hundredths of a second). */
export const fpsOf = (delayMs: number) => Math.round(100_000 / delayMs) / 100;

/** The run's animation, or undefined when no value is animated (a still run, unchanged). */
export function runAnimation(groups: readonly Pick<TraitGroup, 'files'>[], choice: AnimationChoice): AnimationSetting | undefined {
  const longest = longestAnimation(groups);
  if (!longest) return undefined;
  const delayMs = choice.fps ? Math.round(1000 / choice.fps) : longest.delayMs;
  // The default format is left out: a GIF run's session is the same as before there was a choice.
  const format = choice.format && choice.format !== DEFAULT_ANIMATION_FORMAT ? { format: choice.format } : {};
  return { frames: choice.frames ?? longest.frames, delayMs, ...format };
}

/** The layer's note on a value of `frames` frames in a collection of `collection`. */
export const framesNote = (frames: number, collection: number) =>
  frames === collection ? `${frames} frames` : frames < collection ? `${frames} frames, loops` : `${frames} frames, cut to ${collection}`;
