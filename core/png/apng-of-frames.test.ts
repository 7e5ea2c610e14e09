import { describe, expect, it } from 'vitest';
import { apngOfFrames } from './apng-of-frames.ts';
import { pngChunks } from '../animation/animated-image.ts';
import { encodePng } from './png-encode.ts';
import { headerChunk, pngFile, COLOUR_TYPE } from './png-chunks.ts';
import { decodeRgba } from './decode-png.test-helpers.ts';
import type { Rgba } from './png-pixels.ts';

const SIZE = 3;
const image = (seed: number): Rgba => ({
  width: SIZE,
  height: SIZE,
  data: Uint8Array.from({ length: SIZE * SIZE * 4 }, (_, i) => (i * 37 + seed * 91) % 256),
});

function chunksOf(png: Uint8Array) {
  return [...pngChunks(png)].map(({ type, data, length }) => ({ type, data: png.subarray(data, data + length) }));
}

/** Frame `k` of an APNG as a PNG of its own: the header, then that frame's image data. */
function frameAsPng(apng: Uint8Array, k: number): Uint8Array {
  const chunks = chunksOf(apng);
  const starts = chunks.flatMap((c, i) => (c.type === 'fcTL' ? [i] : []));
  const own = chunks.slice(starts[k]! + 1, starts[k + 1] ?? chunks.length).filter((c) => c.type === 'IDAT' || c.type === 'fdAT');
  const data = own.map((c) => ({ type: 'IDAT', data: c.type === 'fdAT' ? c.data.subarray(4) : c.data }));
  return pngFile([chunks[0]!, ...data]);
}

describe('numbered PNG frames as one APNG', () => {
  const frames = [image(0), image(1), image(2)];
  const apng = apngOfFrames(
    frames.map((f) => encodePng(f)),
    100,
  )!;

  it('is a PNG whose still is the first frame, with acTL before the image data', () => {
    expect(decodeRgba(apng)).toEqual(frames[0]);
    const types = chunksOf(apng).map((c) => c.type);
    expect(types).toEqual(['IHDR', 'acTL', 'fcTL', 'IDAT', 'fcTL', 'fdAT', 'fcTL', 'fdAT', 'IEND']);
  });

  it('holds each frame’s pixels in order, its chunks numbered in sequence, each frame replacing the last', () => {
    frames.forEach((frame, k) => expect(decodeRgba(frameAsPng(apng, k))).toEqual(frame));
    const sequenced = chunksOf(apng).filter((c) => c.type === 'fcTL' || c.type === 'fdAT');
    expect(sequenced.map((c) => new DataView(c.data.buffer, c.data.byteOffset).getUint32(0))).toEqual([0, 1, 2, 3, 4]);
    const controls = sequenced.filter((c) => c.type === 'fcTL');
    // dispose op none, blend op source: a transparent pixel of a frame is transparent when it shows.
    for (const control of controls) expect([...control.data.subarray(24)]).toEqual([0, 0]);
  });

  it('refuses frames of another size or kind, and files that are not PNGs', () => {
    const other = { width: SIZE + 1, height: SIZE, data: new Uint8Array((SIZE + 1) * SIZE * 4) };
    expect(apngOfFrames([encodePng(frames[0]!), encodePng(other)], 100)).toBeNull();
    const grey = pngFile([headerChunk(SIZE, SIZE, 8, COLOUR_TYPE.rgb), ...chunksOf(encodePng(frames[0]!)).slice(1, -1)]);
    expect(apngOfFrames([encodePng(frames[0]!), grey], 100)).toBeNull();
    expect(apngOfFrames([encodePng(frames[0]!), new TextEncoder().encode('GIF89a')], 100)).toBeNull();
    expect(apngOfFrames([], 100)).toBeNull();
  });
});
