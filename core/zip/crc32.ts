// CRC-32 (IEEE), as zip entries carry it; slicing by 8 bytes keeps it fast enough for image batches.
/** The IEEE polynomial, bit-reflected. */
const POLYNOMIAL = 0xedb88320;
const TABLES = (() => {
  const tables = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? POLYNOMIAL ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++)
    for (let t = 1; t < 8; t++) tables[t * 256 + n] = (tables[(t - 1) * 256 + n]! >>> 8) ^ tables[tables[(t - 1) * 256 + n]! & 0xff]!;
  return tables;
})();

/** The CRC-32 of `bytes`, or of the bytes CRC'd into `previous` followed by `bytes`. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  const t = TABLES;
  let crc = previous ^ -1;
  let i = 0;
  for (const end = bytes.length - 7; i < end; i += 8) {
    const a = (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) ^ crc;
    crc =
      t[1792 + (a & 0xff)]! ^
      t[1536 + ((a >>> 8) & 0xff)]! ^
      t[1280 + ((a >>> 16) & 0xff)]! ^
      t[1024 + (a >>> 24)]! ^
      t[768 + bytes[i + 4]!]! ^
      t[512 + bytes[i + 5]!]! ^
      t[256 + bytes[i + 6]!]! ^
      t[bytes[i + 7]!]!;
  }
  for (; i < bytes.length; i++) crc = t[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

// Combining two CRCs (zlib's crc32_combine): the CRC of A followed by B is the CRC of A multiplied by
// x^(8 * length of B) modulo the CRC polynomial, xor the CRC of B. Multiplication is in GF(2), on
// reflected 32-bit values as the table above.
const TOP_BIT = 0x80000000;

function multiplyModPolynomial(a: number, b: number): number {
  let product = 0;
  for (let bit = TOP_BIT; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial for k = 0..31: the factors of any x^n. */
const X_TO_2_POWER = (() => {
  const powers = new Uint32Array(32);
  let p = TOP_BIT >>> 1; // x^1
  for (let k = 0; k < 32; k++) {
    powers[k] = p;
    p = multiplyModPolynomial(p, p);
  }
  return powers;
})();

/** x^(8 * bytes) modulo the polynomial: the factor that moves a CRC past `bytes` more bytes. */
function shiftFactor(bytes: number): number {
  let factor = TOP_BIT; // x^0
  let bits = bytes * 8;
  for (let k = 0; bits > 0; k++, bits = Math.floor(bits / 2)) if (bits % 2) factor = multiplyModPolynomial(X_TO_2_POWER[k]!, factor);
  return factor;
}

// PNG encoders repeat a few chunk lengths (the browser's IDAT chunks are all 4 096 bytes but the last);
// the first lengths seen are kept, so the cache stays small whatever the input.
const SHIFT_CACHE_SIZE = 64;
const shiftFactors = new Map<number, number>();

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let factor = shiftFactors.get(lengthB);
  if (factor === undefined) {
    factor = shiftFactor(lengthB);
    if (shiftFactors.size < SHIFT_CACHE_SIZE) shiftFactors.set(lengthB, factor);
  }
  return (multiplyModPolynomial(factor, crcA) ^ crcB) >>> 0;
}
