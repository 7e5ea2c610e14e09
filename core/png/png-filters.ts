// PNG row filtering for 8-bit RGB/RGBA: each row gets the filter whose output has the smallest sum of
// absolute (signed) bytes, libpng's heuristic; it predicts well what DEFLATE then compresses best.
// One tight loop per filter type: a shared per-byte predictor made this the slowest part of a re-encode.

/** A filtered byte read as a signed difference, made positive: what libpng's heuristic sums. */
export const magnitude = (v: number) => (v < 128 ? v : 256 - v);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Writes filter `type` of `row` (above it `prev`) into `out` from `at`; returns its sum of magnitudes. */
function applyFilter(type: number, row: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array, at: number): number {
  const n = row.length;
  let sum = 0;
  let v: number;
  for (let i = 0; i < n; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    if (type === 0) v = row[i]!;
    else if (type === 1) v = (row[i]! - a) & 0xff;
    else if (type === 2) v = (row[i]! - prev[i]!) & 0xff;
    else if (type === 3) v = (row[i]! - ((a + prev[i]!) >> 1)) & 0xff;
    else v = (row[i]! - paeth(a, prev[i]!, i >= bpp ? prev[i - bpp]! : 0)) & 0xff;
    out[at + i] = v;
    sum += magnitude(v);
  }
  return sum;
}

/** RGBA8 pixels to filtered scanlines of `bpp` bytes per pixel (3 drops alpha, 4 keeps it). */
export function filterRows(rgba: Uint8Array, width: number, height: number, bpp: 3 | 4): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(height * (stride + 1));
  let prev = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  const trial = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    if (bpp === 4) row.set(rgba.subarray(y * stride, (y + 1) * stride));
    else
      for (let x = 0, s = y * width * 4, d = 0; x < width; x++, s += 4, d += 3) {
        row[d] = rgba[s]!;
        row[d + 1] = rgba[s + 1]!;
        row[d + 2] = rgba[s + 2]!;
      }
    const at = y * (stride + 1);
    let best = applyFilter(0, row, prev, bpp, out, at + 1);
    out[at] = 0;
    for (let type = 1; type < 5; type++) {
      const sum = applyFilter(type, row, prev, bpp, trial, 0);
      if (sum < best) {
        best = sum;
        out[at] = type;
        out.set(trial, at + 1);
      }
    }
    [prev, row] = [row, prev];
  }
  return out;
}
