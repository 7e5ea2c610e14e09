// The 'Batch assign trait' form's checks, in the order the user meets them.
export type RangeCheck = { ok: true; from: number; to: number } | { ok: false; message: string };

const asInteger = (raw: string) => (/^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN);

export function checkBatchRange(fromRaw: string, toRaw: string, traitId: string, valueId: string, available: number): RangeCheck {
  const from = asInteger(fromRaw);
  const to = asInteger(toRaw);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1 || from > to) {
    return { ok: false, message: 'Please enter valid file numbers' };
  }
  if (!traitId || !valueId) return { ok: false, message: 'Please select both trait and value' };
  if (from > available) return { ok: false, message: `No valid files found in range ${from}-${to}. Available range: 1-${available}` };
  return { ok: true, from, to: Math.min(to, available) };
}
