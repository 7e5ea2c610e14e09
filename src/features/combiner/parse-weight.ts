/** Shown beside a weight field whose text is not a weight. */
export const WEIGHT_INVALID = 'A weight is a number of 0 or more, e.g. 2 or 0.05';

/** Plain decimal notation only ("2", "0.05", ".5", "3."): no sign, exponent, hex or Infinity. */
const DECIMAL = /^\s*(\d+\.?\d*|\.\d+)\s*$/;

/** The weight a field's text gives, or null when it gives none (empty, negative, not a number). */
export function parseWeight(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
