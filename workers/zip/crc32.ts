// CRC-32 (IEEE), as zip entries carry it; slicing by 8 bytes keeps it fast enough for image batches.
const TABLES = (() => {
  const tables = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++)
    for (let t = 1; t < 8; t++) tables[t * 256 + n] = (tables[(t - 1) * 256 + n]! >>> 8) ^ tables[tables[(t - 1) * 256 + n]! & 0xff]!;
  return tables;
})();

export function crc32(bytes: Uint8Array): number {
  const t = TABLES;
  let crc = -1;
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
