// The number a typed trait's value carries: typed in (the weight table's number column, traitforge.json),
// or else read from the value's name. A date is unix seconds, as OpenSea's `display_type: "date"` reads it.
import type { TraitType } from './trait-types.ts';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?Z?)?$/;

/** A plain decimal number ("7", "-2.5"; no units, no thousands separators), or null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Unix seconds of a date written YYYY-MM-DD (optionally with a UTC time), or of whole unix seconds. */
export function parseDate(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const match = ISO_DATE.exec(trimmed);
  if (!match) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = match.slice(1).map((part) => part ?? undefined) as string[];
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  // 2024-02-30 rolls over to March: not a date.
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d)) return null;
  return Math.floor(ms / 1000);
}

/** The number a value's name says for a numeric type, or null when it says none. */
export const parseTraitNumber = (type: Exclude<TraitType, 'text'>, text: string): number | null =>
  type === 'date' ? parseDate(text) : parseDecimal(text);
