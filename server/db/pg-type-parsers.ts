// `pg` and PGlite turn column text into JS values differently; these parsers make `pg` answer like
// PGlite so code and tests see the same values on both: BIGINT (ids, count(*), sum) as a number (a
// bigint only beyond 2^53), DATE as UTC midnight, INTERVAL as its text. NUMERIC stays a string and
// TIMESTAMPTZ a Date on both already.
import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const INTERVAL = 1186;

export function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
}

function parseDate(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

type Nested = string | null | Nested[];
const mapNested = (value: Nested, fn: (text: string) => unknown): unknown =>
  Array.isArray(value) ? value.map((v) => mapNested(v, fn)) : value === null ? null : fn(value);

const builtinParser = pg.types.getTypeParser as (oid: number, format?: string) => (text: string) => unknown;
const defaultInt8Array = builtinParser(INT8_ARRAY, 'text') as (text: string) => Nested;

const textParsers: Record<number, (text: string) => unknown> = {
  [INT8]: parseInt8,
  [INT8_ARRAY]: (text) => mapNested(defaultInt8Array(text), parseInt8),
  [DATE]: parseDate,
  [INTERVAL]: (text) => text,
};

/** Per-pool overrides (never the global pg.types, which other code in the process may rely on). */
export const pgliteCompatibleTypes = {
  getTypeParser(oid: number, format?: string) {
    const own = format === 'binary' ? undefined : textParsers[oid];
    return own ?? builtinParser(oid, format);
  },
} as CustomTypesConfig;
