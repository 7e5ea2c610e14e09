// An APNG's or an animated WebP's frame count and first delay, read from the file's own chunks (no decoder
// needed, so the layer notes them in any browser): APNG's acTL counts its frames and each fcTL holds a
// delay; an animated WebP has a frame per ANMF chunk, each with its duration. Anything else (a still PNG
// or WebP, a GIF, a JPEG, a file cut short) is not read here: null.
import { PNG_SIGNATURE } from '../png/png-chunks.ts';

export interface ImageAnimation {
  frames: number;
  /** The first frame's delay. */
  delayMs: number;
}

/** GIF's delay is in hundredths of a second; viewers play a delay of 0 or 1 at this pace, and a frame
 * sequence without delays (a folder of numbered frames) plays at it too. */
export const DEFAULT_FRAME_DELAY_MS = 100;
/** Delays this short or shorter are played at the default pace, as browsers do. */
const SHORTEST_DELAY_MS = 10;

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + (b[at + 3]! << 24)) >>> 0;

export const playedDelay = (delayMs: number) => (delayMs > SHORTEST_DELAY_MS ? Math.round(delayMs) : DEFAULT_FRAME_DELAY_MS);

export const isPng = (b: Uint8Array) => b.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => b[i] === byte);
export const isWebp = (b: Uint8Array) => b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP';

/** The PNG's chunks in order, as their type and where their data starts; stops at a chunk cut short. */
export function* pngChunks(b: Uint8Array): Generator<{ type: string; data: number; length: number }> {
  for (let at = PNG_SIGNATURE.length; at + 12 <= b.length;) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (at + 12 + length > b.length) return;
    yield { type, data: at + 8, length };
    if (type === 'IEND') return;
    at += 12 + length;
  }
}

/** An APNG's frames (acTL before the image data) and the first fcTL's delay; null for a still PNG. */
export function apngAnimation(b: Uint8Array): ImageAnimation | null {
  if (!isPng(b)) return null;
  let frames = 0;
  for (const chunk of pngChunks(b)) {
    if (chunk.type === 'acTL' && chunk.length >= 8) frames = u32be(b, chunk.data);
    else if (chunk.type === 'IDAT' && !frames) return null;
    else if (chunk.type === 'fcTL' && chunk.length >= 26) {
      if (frames < 2) return null;
      // delay_num / delay_den seconds; a denominator of 0 means hundredths.
      const num = u16be(b, chunk.data + 20);
      const den = u16be(b, chunk.data + 22) || 100;
      return { frames, delayMs: playedDelay((num * 1000) / den) };
    }
  }
  return null;
}

/** The WebP's chunks in order (RIFF pads each to an even length). */
function* webpChunks(b: Uint8Array): Generator<{ type: string; data: number; length: number }> {
  for (let at = 12; at + 8 <= b.length;) {
    const length = u32le(b, at + 4);
    yield { type: ascii(b, at, 4), data: at + 8, length };
    at += 8 + length + (length % 2);
  }
}

/** An animated WebP's frames (its ANMF chunks) and the first one's duration; null for a still WebP. */
export function webpAnimation(b: Uint8Array): ImageAnimation | null {
  if (!isWebp(b)) return null;
  let frames = 0;
  let delayMs = 0;
  for (const chunk of webpChunks(b))
    if (chunk.type === 'ANMF' && chunk.length >= 16) {
      if (!frames) delayMs = u24le(b, chunk.data + 12);
      frames++;
    }
  return frames >= 2 ? { frames, delayMs: playedDelay(delayMs) } : null;
}

/** The animation flag of VP8X, the extended WebP header. */
const WEBP_ANIMATION_FLAG = 0x02;

/**
 * Whether the first bytes of an image say it may move, so that a still's whole file is not read again to
 * find out: a GIF may (its decoder counts its frames), a PNG does when acTL comes before its image data, a
 * WebP when its VP8X header flags an animation. null when the head ends before a PNG's answer.
 */
export function headMayMove(head: Uint8Array): boolean | null {
  if (ascii(head, 0, 4) === 'GIF8') return true;
  if (isWebp(head)) return ascii(head, 12, 4) === 'VP8X' && head.length > 20 && (head[20]! & WEBP_ANIMATION_FLAG) !== 0;
  if (!isPng(head)) return false;
  for (let at = PNG_SIGNATURE.length; at + 8 <= head.length; at += 12 + u32be(head, at)) {
    const type = ascii(head, at + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
  }
  return null;
}
