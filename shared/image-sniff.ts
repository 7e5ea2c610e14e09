// Uploads are judged by their bytes, never by their name or declared type: only PNG, JPEG, GIF and
// WebP pass, and an image whose header declares absurd dimensions (a decompression bomb) does not.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface SniffedImage {
  type: ImageType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

/** Larger than any real NFT artwork; a bigger header is refused before anything decodes it. */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 100_000_000;

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

function png(b: Uint8Array): SniffedImage | null {
  if (b.length < 24 || ascii(b, 1, 3) !== 'PNG' || b[0] !== 0x89 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', extension: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): SniffedImage | null {
  if (b.length < 10 || !['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6))) return null;
  return { type: 'image/gif', extension: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): SniffedImage | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  const base = { type: 'image/webp' as const, extension: 'webp' as const };
  if (chunk === 'VP8 ') return { ...base, width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { ...base, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { ...base, width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

function jpeg(b: Uint8Array): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    const length = u16be(b, at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: 'image/jpeg', extension: 'jpg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

export type SniffResult = { ok: true; image: SniffedImage } | { ok: false; reason: 'not-an-image' | 'too-large-dimensions' };

export function sniffImage(bytes: Uint8Array): SniffResult {
  const image = png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
  if (!image || image.width < 1 || image.height < 1) return { ok: false, reason: 'not-an-image' };
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE || image.width * image.height > MAX_IMAGE_PIXELS) {
    return { ok: false, reason: 'too-large-dimensions' };
  }
  return { ok: true, image };
}
