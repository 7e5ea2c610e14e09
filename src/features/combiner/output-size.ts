// The "Output size" choices: a longest side in px, or 'original' (the first layer image's own size).
import { COMBINER_OUTPUT_SIZES } from '../../config/constants';

export type OutputSize = (typeof COMBINER_OUTPUT_SIZES)[number];

/** The choice a select value (or a bench argument) names; undefined when it names none. */
export const parseOutputSize = (value: string): OutputSize | undefined => COMBINER_OUTPUT_SIZES.find((size) => String(size) === value);

/** As a compose session takes it: the longest side in px, or null to keep the layers' own size. */
export const sessionSize = (size: OutputSize): number | null => (size === 'original' ? null : size);
