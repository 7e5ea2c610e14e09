import { describe, expect, it } from 'vitest';
import { encodeGif } from './gif-token.ts';

const frame = (rgba: number[]) => ({ width: 2, height: 1, data: new Uint8Array([...rgba, ...rgba]) });

/** The GIF's global colour table, read from its logical screen descriptor. */
function palette(gif: Uint8Array): number[][] {
  const size = 2 ** ((gif[10]! & 7) + 1);
  return Array.from({ length: size }, (_, i) => [...gif.slice(13 + i * 3, 16 + i * 3)]);
}

/** The delays (in 1/100 s) of the frames' graphic control extensions, and whether each marks transparency. */
function controls(gif: Uint8Array): Array<{ delay: number; transparent: boolean }> {
  const found = [];
  for (let i = 0; i + 7 < gif.length; i++)
    if (gif[i] === 0x21 && gif[i + 1] === 0xf9 && gif[i + 2] === 4)
      found.push({ delay: gif[i + 4]! | (gif[i + 5]! << 8), transparent: (gif[i + 3]! & 1) === 1 });
  return found;
}

describe('encodeGif', () => {
  it('writes every frame with one palette holding each exact colour, the delay in hundredths, looping', () => {
    const gif = encodeGif([frame([200, 0, 0, 255]), frame([0, 90, 250, 255]), frame([13, 13, 13, 255])], 120);
    expect(new TextDecoder().decode(gif.slice(0, 6))).toBe('GIF89a');
    expect([gif[6], gif[8]]).toEqual([2, 1]);
    expect(palette(gif)).toEqual(
      expect.arrayContaining([
        [200, 0, 0],
        [0, 90, 250],
        [13, 13, 13],
      ]),
    );
    expect(controls(gif)).toEqual([
      { delay: 12, transparent: false },
      { delay: 12, transparent: false },
      { delay: 12, transparent: false },
    ]);
    expect(new TextDecoder().decode(gif)).toContain('NETSCAPE2.0');
    expect(gif.at(-1)).toBe(0x3b);
  });

  it('marks transparency when a frame has transparent pixels', () => {
    const gif = encodeGif([frame([200, 0, 0, 255]), frame([0, 0, 0, 0])], 100);
    expect(controls(gif).map((c) => c.transparent)).toEqual([true, true]);
  });
});
