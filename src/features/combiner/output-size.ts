// The "Output size" choices: a longest side in px, or 'original' (the first layer image's own size).
// With pixel art the choices are whole multiples of the layers' side, so each source pixel becomes
// exactly k x k output pixels (32 px layers: 992 or 1024, not 1000).
import { COMBINER_OUTPUT_SIZES, OUTPUT_MAX_PX } from '../../config/constants';

export type OutputSize = number | 'original';

/** The size a select value (or a bench argument) names; undefined when it names none. */
export function parseOutputSize(value: string): OutputSize | undefined {
  if (value === 'original') return value;
  if (!/^\d+$/.test(value)) return undefined;
  const px = Number(value);
  return px >= 1 && px <= OUTPUT_MAX_PX ? px : undefined;
}

/** As a compose session takes it: the longest side in px, or null to keep the layers' own size. */
export const sessionSize = (size: OutputSize): number | null => (size === 'original' ? null : size);

/** How many output pixels one source pixel spans, when that is a whole number. */
export function pixelScale(size: OutputSize, layerSide: number): number | null {
  if (size === 'original') return 1;
  return size % layerSide === 0 ? size / layerSide : null;
}

/** The sizes to offer: the usual ones, or for pixel art the whole multiples of the layers' longest
 * side just below and above each usual size. */
export function offeredSizes(pixelArt: boolean, layerSide: number | null): OutputSize[] {
  const usual = COMBINER_OUTPUT_SIZES.flatMap((s) => (s === 'original' ? [] : [s]));
  if (!pixelArt || !layerSide) return [...COMBINER_OUTPUT_SIZES];
  const multiples = new Set<number>();
  for (const size of usual) {
    const below = Math.floor(size / layerSide) * layerSide;
    if (below > layerSide) multiples.add(below);
    const above = Math.ceil(size / layerSide) * layerSide;
    if (above > layerSide && above <= OUTPUT_MAX_PX) multiples.add(above);
  }
  return [...[...multiples].sort((a, b) => a - b), 'original'];
}
