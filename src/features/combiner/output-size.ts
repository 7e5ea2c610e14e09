// The "Output size" choices: a longest side in px, or 'original' (the first layer image's own size).
import { COMBINER_OUTPUT_SIZES, LAYER_MAX_PX } from '../../config/constants';

export type OutputSize = (typeof COMBINER_OUTPUT_SIZES)[number];

/** The choice a select value (or a bench argument) names; undefined when it names none. */
export const parseOutputSize = (value: string): OutputSize | undefined => COMBINER_OUTPUT_SIZES.find((size) => String(size) === value);

/** As a compose session takes it: the longest side in px, or null to keep the layers' own size. */
export const sessionSize = (size: OutputSize): number | null => (size === 'original' ? null : size);

/**
 * Whether the stored working copies (at most LAYER_MAX_PX, lossy) can stand in for the uploads: only
 * at exactly their size, and not for pixel art, whose hard edges the recompression would soften.
 */
export const fitsWorkingCopies = (size: OutputSize, pixelArt: boolean): boolean => size === LAYER_MAX_PX && !pixelArt;
