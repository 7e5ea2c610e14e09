// What an animated run will cost before it starts: bytes per token of each file it makes and minutes on
// this machine, from rates per pixel. The rates are measured from this machine's last animated run (the
// run itself refines them from its first tokens on); before any, the animated benchmark's (bench/, 512 px
// tokens of 24 frames on 2 cores), which drawings unlike its own may be far from.

/** File kinds an animated token gets: its still and its animation's files. */
export type BudgetFile = 'png' | 'gif' | 'mp4' | 'webm';

export interface BudgetRates {
  /** Bytes per pixel of the still, and per pixel and frame of each animation file. */
  bytesPerPixel: Record<BudgetFile, number>;
  /** Seconds of the whole machine per million pixels of frames composed and encoded. */
  secondsPerMegapixelFrame: number;
  /** Where the rates come from: the benchmark's, or this machine's measure. */
  measured: boolean;
}

export const FIRST_RATES: BudgetRates = {
  // bench/out/animated.json: PNG 140 kB, GIF 619 kB and MP4 41 kB per 512 px token of 24 frames.
  bytesPerPixel: { png: 0.53, gif: 0.098, mp4: 0.0065, webm: 0.0065 },
  secondsPerMegapixelFrame: 0.11,
  measured: false,
};

export interface AnimatedShape {
  tokens: number;
  frames: number;
  width: number;
  height: number;
  /** The animation files of each token (its PNG is always made). */
  files: readonly Exclude<BudgetFile, 'png'>[];
}

export interface Budget {
  /** Bytes per token of each file made. */
  perToken: Partial<Record<BudgetFile, number>>;
  totalBytes: number;
  seconds: number;
}

export function estimateBudget({ tokens, frames, width, height, files }: AnimatedShape, rates: BudgetRates): Budget {
  const pixels = width * height;
  const perToken: Partial<Record<BudgetFile, number>> = { png: Math.round(pixels * rates.bytesPerPixel.png) };
  for (const file of files) perToken[file] = Math.round(pixels * frames * rates.bytesPerPixel[file]);
  const tokenBytes = Object.values(perToken).reduce((sum, bytes) => sum + bytes, 0);
  return { perToken, totalBytes: tokenBytes * tokens, seconds: (tokens * frames * pixels * rates.secondsPerMegapixelFrame) / 1e6 };
}

export interface Measure {
  /** Tokens composed and the seconds they took. */
  time?: { tokens: number; seconds: number };
  /** Tokens stored and their bytes by kind. */
  stored?: { tokens: number; bytes: Partial<Record<BudgetFile, number>> };
}

/** The rates of `before` with what a run of `shape` measured in place of theirs. */
export function measuredRates(shape: Omit<AnimatedShape, 'tokens'>, before: BudgetRates, { time, stored }: Measure): BudgetRates {
  const pixels = shape.width * shape.height;
  const bytesPerPixel = { ...before.bytesPerPixel };
  if (stored?.tokens)
    for (const [file, total] of Object.entries(stored.bytes) as Array<[BudgetFile, number]>)
      bytesPerPixel[file] = total / stored.tokens / (file === 'png' ? pixels : pixels * shape.frames);
  const secondsPerMegapixelFrame = time?.tokens
    ? (time.seconds * 1e6) / (time.tokens * shape.frames * pixels)
    : before.secondsPerMegapixelFrame;
  return { bytesPerPixel, secondsPerMegapixelFrame, measured: true };
}
