import { describe, expect, it } from 'vitest';
import { apngAnimation, headMayMove, webpAnimation } from './animated-image.ts';
import { apngOfFrames } from '../png/apng-of-frames.ts';
import { encodePng } from '../png/png-encode.ts';

const still = (red: number) =>
  encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(255).map((v, i) => (i % 4 === 0 ? red : v)) });

/** A RIFF chunk: its four-letter type, its length (little-endian) and its data, padded to an even length. */
function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2));
  chunk.set(Array.from(type, (c) => c.charCodeAt(0)));
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

function webp(chunks: Uint8Array[]): Uint8Array {
  const body = chunks.reduce((n, c) => n + c.length, 4);
  const file = new Uint8Array(8 + body);
  file.set(Array.from('RIFF', (c) => c.charCodeAt(0)));
  new DataView(file.buffer).setUint32(4, body, true);
  file.set(
    Array.from('WEBP', (c) => c.charCodeAt(0)),
    8,
  );
  chunks.reduce((at, chunk) => (file.set(chunk, at), at + chunk.length), 12);
  return file;
}

/** An ANMF frame of `durationMs` (its 16-byte header, then a stand-in image chunk of odd length). */
function frame(durationMs: number): Uint8Array {
  const header = new Uint8Array(16 + 10);
  header.set([durationMs & 0xff, (durationMs >> 8) & 0xff, durationMs >> 16], 12);
  header.set(riffChunk('VP8L', new Uint8Array(1)), 16);
  return riffChunk('ANMF', header);
}

const vp8x = (animated: boolean) => riffChunk('VP8X', new Uint8Array([animated ? 0x12 : 0x10, 0, 0, 0, 1, 0, 0, 1, 0, 0]));

describe('an APNG read from its chunks', () => {
  it('counts the frames acTL declares and takes the first fcTL delay', () => {
    expect(apngAnimation(apngOfFrames([still(0), still(1), still(2)], 80)!)).toEqual({ frames: 3, delayMs: 80 });
  });

  it('plays a delay of zero at the default pace, and a single frame is still', () => {
    expect(apngAnimation(apngOfFrames([still(0), still(9)], 0)!)).toEqual({ frames: 2, delayMs: 100 });
    expect(apngAnimation(apngOfFrames([still(0)], 80)!)).toBeNull();
  });

  it('finds a plain PNG, a file cut short and other formats still', () => {
    expect(apngAnimation(still(0))).toBeNull();
    expect(apngAnimation(apngOfFrames([still(0), still(1)], 80)!.subarray(0, 40))).toBeNull();
    expect(apngAnimation(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

describe('an animated WebP read from its chunks', () => {
  it('counts its ANMF chunks and takes the first one’s duration', () => {
    const file = webp([vp8x(true), riffChunk('ANIM', new Uint8Array(6)), frame(70), frame(70), frame(120)]);
    expect(webpAnimation(file)).toEqual({ frames: 3, delayMs: 70 });
  });

  it('finds a WebP without ANMF frames, or with one, still', () => {
    expect(webpAnimation(webp([riffChunk('VP8L', new Uint8Array(5))]))).toBeNull();
    expect(webpAnimation(webp([vp8x(true), riffChunk('ANIM', new Uint8Array(6)), frame(50)]))).toBeNull();
    expect(webpAnimation(still(0))).toBeNull();
  });
});

describe('what the head of an image says', () => {
  const apngFile = apngOfFrames([still(0), still(1)], 80)!;
  it('may move: a GIF, a PNG with acTL before its image data, a WebP whose VP8X flags an animation', () => {
    expect(headMayMove(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(headMayMove(apngFile.subarray(0, 60))).toBe(true);
    expect(headMayMove(webp([vp8x(true), riffChunk('ANIM', new Uint8Array(6))]))).toBe(true);
  });

  it('is still: a plain PNG or WebP, another format; unsure when the head ends before the PNG says', () => {
    expect(headMayMove(still(0))).toBe(false);
    expect(headMayMove(webp([vp8x(false)]))).toBe(false);
    expect(headMayMove(webp([riffChunk('VP8L', new Uint8Array(5))]))).toBe(false);
    expect(headMayMove(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(headMayMove(still(0).subarray(0, 20))).toBeNull();
  });
});
