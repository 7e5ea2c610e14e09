// DEFLATE (RFC 1951) output for the row matcher (png-row-deflate.ts): tokens, each a literal byte or a
// match (length 3-258 at distance 1-32768), written as one block with Huffman codes made for its own
// counts (a dynamic block).
import { canonicalCodes, huffmanLengths } from './png-deflate-huffman.ts';

/** A match token: its length in the upper half, its distance (at most 32768) in the lower (literals are 0-255). */
export const matchToken = (length: number, distance: number) => (length << 16) | distance;

const END_OF_BLOCK = 256;
const LITERAL_LENGTH_SYMBOLS = 286;
const DISTANCE_SYMBOLS = 30;
const MAX_CODE_BITS = 15;
const MAX_CODE_LENGTH_BITS = 7;
/** The order in which a block header gives the code-length alphabet's lengths. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** The length symbol (257-284) of a match of `length` bytes, and its extra bits (count, value). */
function lengthSymbol(length: number): [symbol: number, extraBits: number, extra: number] {
  const v = length - 3;
  if (length === 258) return [285, 0, 0];
  if (v < 8) return [257 + v, 0, 0];
  const top = 31 - Math.clz32(v);
  return [257 + 4 * (top - 1) + ((v >>> (top - 2)) & 3), top - 2, v & ((1 << (top - 2)) - 1)];
}
const LENGTHS = Array.from({ length: 259 }, (_, length) => (length < 3 ? [0, 0, 0] : lengthSymbol(length)));
const LENGTH_SYMBOL = Uint16Array.from(LENGTHS, ([symbol]) => symbol!);
const LENGTH_EXTRA_BITS = Uint8Array.from(LENGTHS, ([, bits]) => bits!);
const LENGTH_EXTRA = Uint8Array.from(LENGTHS, ([, , extra]) => extra!);
/** The extra bits of each literal/length symbol (none for literals). */
const LENGTH_SYMBOL_EXTRA_BITS = new Uint8Array(LITERAL_LENGTH_SYMBOLS);
LENGTHS.forEach(([symbol, bits]) => (LENGTH_SYMBOL_EXTRA_BITS[symbol!] = bits!));

/** The distance symbol of `distance` (1-32768); its extra bits are distanceExtraBits(symbol). */
export const distanceSymbol = (distance: number) => {
  const v = distance - 1;
  if (v < 4) return v;
  const top = 31 - Math.clz32(v);
  return 2 * top + ((v >>> (top - 1)) & 1);
};
const distanceExtraBits = (symbol: number) => (symbol < 4 ? 0 : (symbol >>> 1) - 1);

/** Counts of the symbols of the tokens of one block, kept while the tokens are made. */
export class SymbolCounts {
  readonly literals = new Uint32Array(LITERAL_LENGTH_SYMBOLS);
  readonly distances = new Uint32Array(DISTANCE_SYMBOLS);

  literal(byte: number): void {
    this.literals[byte]!++;
  }

  match(length: number, distance: number): void {
    this.literals[LENGTH_SYMBOL[length]!]!++;
    this.distances[distanceSymbol(distance)]!++;
  }

  clear(): void {
    this.literals.fill(0);
    this.distances.fill(0);
  }
}

/** A little-endian bit stream into a byte array that grows as needed. */
export class BitWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0;
  /** Bits not yet in a whole byte: `count` of them, in the low bits of `bits`. */
  bits = 0;
  count = 0;

  /** Room for `bytes` more bytes. */
  reserve(bytes: number): void {
    if (this.length + bytes <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + bytes));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends the low `count` bits of `value` (at most 16). */
  write(value: number, count: number): void {
    this.bits |= value << this.count;
    this.count += count;
    while (this.count >= 8) {
      this.bytes[this.length++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  /** Pads to a byte boundary with zero bits. */
  align(): void {
    if (this.count > 0) this.write(0, 8 - this.count);
  }

  reset(): void {
    this.length = this.bits = this.count = 0;
  }
}

/** The code-length alphabet's symbols (with their extra bits) for the lengths of both trees, run-length coded. */
function runLengths(lengths: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < lengths.length;) {
    const value = lengths[i]!;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === value) run++;
    i += run;
    if (value === 0)
      for (; run >= 3;) {
        const n = Math.min(run, 138);
        out.push(n >= 11 ? 18 : 17, n >= 11 ? n - 11 : n - 3);
        run -= n;
      }
    else {
      out.push(value, 0);
      run--;
      for (; run >= 3; run -= Math.min(run, 6)) out.push(16, Math.min(run, 6) - 3);
    }
    for (; run > 0; run--) out.push(value, 0);
  }
  return out;
}

const usedUpTo = (lengths: Uint8Array, minimum: number) => {
  let n = lengths.length;
  while (n > minimum && lengths[n - 1] === 0) n--;
  return n;
};

/** The bytes a block of the symbols `counts` counts would take, its header left out. */
export function blockBytes(counts: SymbolCounts): number {
  const literalLengths = new Uint8Array(LITERAL_LENGTH_SYMBOLS);
  const distanceLengths = new Uint8Array(DISTANCE_SYMBOLS);
  huffmanLengths(counts.literals, MAX_CODE_BITS, literalLengths);
  huffmanLengths(counts.distances, MAX_CODE_BITS, distanceLengths);
  let bits = 0;
  counts.literals.forEach((count, symbol) => (bits += count * (literalLengths[symbol]! + LENGTH_SYMBOL_EXTRA_BITS[symbol]!)));
  counts.distances.forEach((count, symbol) => (bits += count * (distanceLengths[symbol]! + distanceExtraBits(symbol))));
  return Math.ceil(bits / 8);
}

interface BlockCodes {
  literalLengths: Uint8Array;
  literalCodes: Uint16Array;
  distanceLengths: Uint8Array;
  distanceCodes: Uint16Array;
}

/**
 * The tokens' codes and extra bits, appended to `out` (room reserved). The bit buffer is kept in locals
 * over the loop: with a call to BitWriter.write per code the whole row matcher took 1.13x the time.
 */
function writeTokens(out: BitWriter, tokens: Uint32Array, count: number, codes: BlockCodes): void {
  const { literalLengths, literalCodes, distanceLengths, distanceCodes } = codes;
  const bytes = out.bytes;
  let at = out.length;
  let bits = out.bits;
  let pending = out.count;
  for (let i = 0; i < count; i++) {
    const token = tokens[i]!;
    if (token < 256) {
      bits |= literalCodes[token]! << pending;
      pending += literalLengths[token]!;
    } else {
      // A length code and its extra bits: at most 20 bits on top of the 7 pending.
      const length = token >>> 16;
      const symbol = LENGTH_SYMBOL[length]!;
      bits |= literalCodes[symbol]! << pending;
      pending += literalLengths[symbol]!;
      bits |= LENGTH_EXTRA[length]! << pending;
      pending += LENGTH_EXTRA_BITS[length]!;
      for (; pending >= 8; pending -= 8, bits >>>= 8) bytes[at++] = bits;
      // The distance code, flushed before its up to 13 extra bits.
      const distance = token & 0xffff;
      const code = distanceSymbol(distance);
      bits |= distanceCodes[code]! << pending;
      pending += distanceLengths[code]!;
      for (; pending >= 8; pending -= 8, bits >>>= 8) bytes[at++] = bits;
      const extraBits = distanceExtraBits(code);
      bits |= ((distance - 1) & ((1 << extraBits) - 1)) << pending;
      pending += extraBits;
    }
    for (; pending >= 8; pending -= 8, bits >>>= 8) bytes[at++] = bits;
  }
  out.length = at;
  out.bits = bits;
  out.count = pending;
}

/** Writes `tokens[0..count)` as one dynamic block, the stream's last if `final`; `counts` are their symbols'. */
export function writeBlock(out: BitWriter, tokens: Uint32Array, count: number, counts: SymbolCounts, final: boolean): void {
  counts.literals[END_OF_BLOCK]!++;
  // Two distance codes at least: some inflaters refuse a distance tree with none or a single code.
  counts.distances[0] ||= 1;
  counts.distances[1] ||= 1;
  const literalLengths = new Uint8Array(LITERAL_LENGTH_SYMBOLS);
  const distanceLengths = new Uint8Array(DISTANCE_SYMBOLS);
  huffmanLengths(counts.literals, MAX_CODE_BITS, literalLengths);
  huffmanLengths(counts.distances, MAX_CODE_BITS, distanceLengths);
  const literalCount = usedUpTo(literalLengths, 257);
  const distanceCount = usedUpTo(distanceLengths, 1);
  const header = runLengths(Uint8Array.from([...literalLengths.subarray(0, literalCount), ...distanceLengths.subarray(0, distanceCount)]));
  const headerCounts = new Uint32Array(19);
  for (let i = 0; i < header.length; i += 2) headerCounts[header[i]!]!++;
  const headerLengths = new Uint8Array(19);
  huffmanLengths(headerCounts, MAX_CODE_LENGTH_BITS, headerLengths);
  const headerCodes = canonicalCodes(headerLengths);
  const ordered = CODE_LENGTH_ORDER.map((symbol) => headerLengths[symbol]!);
  let orderedCount = ordered.length;
  while (orderedCount > 4 && ordered[orderedCount - 1] === 0) orderedCount--;

  // Worst case per token: a 15-bit length code, 5 extra bits, a 15-bit distance code, 13 extra bits.
  out.reserve(64 + header.length * 2 + count * 6);
  out.write(final ? 1 : 0, 1);
  out.write(2, 2);
  out.write(literalCount - 257, 5);
  out.write(distanceCount - 1, 5);
  out.write(orderedCount - 4, 4);
  for (let i = 0; i < orderedCount; i++) out.write(ordered[i]!, 3);
  for (let i = 0; i < header.length; i += 2) {
    const symbol = header[i]!;
    out.write(headerCodes[symbol]!, headerLengths[symbol]!);
    if (symbol >= 16) out.write(header[i + 1]!, symbol === 16 ? 2 : symbol === 17 ? 3 : 7);
  }
  const literalCodes = canonicalCodes(literalLengths);
  writeTokens(out, tokens, count, { literalLengths, literalCodes, distanceLengths, distanceCodes: canonicalCodes(distanceLengths) });
  out.write(literalCodes[END_OF_BLOCK]!, literalLengths[END_OF_BLOCK]!);
}
