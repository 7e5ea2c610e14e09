import { describe, expect, it } from 'vitest';
import { withoutWritingTime } from './mp4-times.ts';

/** A box of `type` holding `body`. */
function box(type: string, ...body: Uint8Array[]): Uint8Array {
  const size = 8 + body.reduce((n, b) => n + b.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(
    Array.from(type, (c) => c.charCodeAt(0)),
    4,
  );
  let at = 8;
  for (const b of body) out.set(b, (at += b.length) - b.length);
  return out;
}

/** A full box of `type`, `version`, whose times are `time`, followed by `rest`. */
function timed(type: string, version: 0 | 1, time: number, rest: number[]): Uint8Array {
  const times = new Uint8Array(version === 1 ? 16 : 8);
  const view = new DataView(times.buffer);
  if (version === 1) [0, 8].forEach((at) => view.setBigUint64(at, BigInt(time)));
  else [0, 4].forEach((at) => view.setUint32(at, time));
  return box(type, Uint8Array.of(version, 0, 0, 0), times, Uint8Array.from(rest));
}

const WRITTEN = 3_847_000_000; // 2025 in seconds since 1904

function movie(time: number) {
  return [
    box('ftyp', new TextEncoder().encode('isom')),
    box(
      'moov',
      timed('mvhd', 0, time, [0, 0, 3, 232]),
      box('trak', timed('tkhd', 1, time, [7, 7]), box('mdia', timed('mdhd', 0, time, [9]), box('hdlr', Uint8Array.of(1, 2, 3)))),
    ),
    box('mdat', Uint8Array.of(0, 0, 0, 0, 0xc0, 0xff, 0xee)),
  ];
}

const file = (parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

describe('withoutWritingTime', () => {
  it('sets the movie, track and media headers’ times to 0 and leaves every other byte', () => {
    expect(withoutWritingTime(file(movie(WRITTEN)))).toEqual(file(movie(0)));
  });

  it('makes two writings of the same frames, a second apart, the same bytes', () => {
    expect(withoutWritingTime(file(movie(WRITTEN)))).toEqual(withoutWritingTime(file(movie(WRITTEN + 1))));
  });

  it('refuses a box that runs past the end of the file, changing nothing', () => {
    const cut = file(movie(WRITTEN)).slice(0, 40);
    const before = cut.slice();
    expect(() => withoutWritingTime(cut)).toThrow('runs past its end');
    expect(cut).toEqual(before);
  });
});
