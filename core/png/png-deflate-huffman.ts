// Huffman codes for the DEFLATE blocks the row matcher writes (png-deflate-block.ts): code lengths from
// symbol counts, limited to what DEFLATE allows (15 bits, 7 for the code-length alphabet), and the
// canonical codes they give, bit-reversed because DEFLATE sends Huffman codes from their top bit into a
// stream read from each byte's low bit.

/**
 * Optimal code lengths (Moffat and Katajainen's in-place method over the counts sorted) for the symbols
 * with a count, at most `limit` bits: longer codes are folded back as zlib's and miniz's encoders do,
 * keeping the code complete. `lengths` is filled (0 for a symbol without a count).
 */
export function huffmanLengths(counts: Uint32Array, limit: number, lengths: Uint8Array): void {
  lengths.fill(0);
  const symbols: number[] = [];
  for (let s = 0; s < counts.length; s++) if (counts[s]) symbols.push(s);
  if (symbols.length === 0) return;
  if (symbols.length === 1) {
    lengths[symbols[0]!] = 1;
    return;
  }
  symbols.sort((a, b) => counts[a]! - counts[b]! || a - b);
  const depths = minimumRedundancy(Float64Array.from(symbols, (s) => counts[s]!));
  const perLength = new Uint32Array(Math.max(limit, depths[0]!) + 1);
  for (const depth of depths) perLength[depth]!++;
  limitLengths(perLength, limit);
  // The rarest symbols take the longest codes.
  let next = 0;
  for (let length = limit; length > 0; length--) for (let k = perLength[length]!; k > 0; k--) lengths[symbols[next++]!] = length;
}

/** Code lengths for counts sorted ascending, rarest first (the first the longest). */
function minimumRedundancy(a: Float64Array): Float64Array {
  const n = a.length;
  // Phase 1: the tree's internal nodes, each holding its parent's index once merged.
  let root = 0;
  let leaf = 2;
  a[0]! += a[1]!;
  for (let next = 1; next < n - 1; next++) {
    if (leaf >= n || a[root]! < a[leaf]!) {
      a[next] = a[root]!;
      a[root++] = next;
    } else a[next] = a[leaf++]!;
    if (leaf >= n || (root < next && a[root]! < a[leaf]!)) {
      a[next]! += a[root]!;
      a[root++] = next;
    } else a[next]! += a[leaf++]!;
  }
  // Phase 2: each internal node's depth.
  a[n - 2] = 0;
  for (let next = n - 3; next >= 0; next--) a[next] = a[a[next]!]! + 1;
  // Phase 3: the leaves' depths.
  let available = 1;
  let used = 0;
  let depth = 0;
  root = n - 2;
  let next = n - 1;
  while (available > 0) {
    while (root >= 0 && a[root] === depth) {
      used++;
      root--;
    }
    while (available > used) {
      a[next--] = depth;
      available--;
    }
    available = 2 * used;
    depth++;
    used = 0;
  }
  return a;
}

/** Moves codes longer than `limit` to `limit` and lengthens shorter ones until the code is complete again. */
function limitLengths(perLength: Uint32Array, limit: number): void {
  for (let length = limit + 1; length < perLength.length; length++) {
    perLength[limit]! += perLength[length]!;
    perLength[length] = 0;
  }
  let total = 0;
  for (let length = 1; length <= limit; length++) total += perLength[length]! * 2 ** (limit - length);
  for (; total > 2 ** limit; total--) {
    perLength[limit]!--;
    for (let length = limit - 1; length > 0; length--)
      if (perLength[length]) {
        perLength[length]!--;
        perLength[length + 1]! += 2;
        break;
      }
  }
}

/** The canonical code of each symbol of `lengths`, bit-reversed for DEFLATE's stream. */
export function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const perLength = new Uint16Array(16);
  for (const length of lengths) perLength[length]!++;
  perLength[0] = 0;
  const next = new Uint16Array(16);
  for (let length = 1, code = 0; length < 16; length++) {
    code = (code + perLength[length - 1]!) << 1;
    next[length] = code;
  }
  const codes = new Uint16Array(lengths.length);
  lengths.forEach((length, symbol) => {
    if (!length) return;
    let code = next[length]!++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    codes[symbol] = reversed;
  });
  return codes;
}
