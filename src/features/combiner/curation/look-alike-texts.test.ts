import { describe, expect, it } from 'vitest';
import { checkingText, lookAlikeFlags, lookAlikeText, samePixelsText } from './look-alike-texts';

describe('look-alike texts', () => {
  it('name the tokens of a group as a sentence', () => {
    expect(samePixelsText([4, 9])).toBe('#4 and #9 render the same pixels');
    expect(samePixelsText([2, 5, 7])).toBe('#2, #5 and #7 render the same pixels');
    expect(lookAlikeText([2, 5, 7])).toBe('#2, #5 and #7 look alike');
    expect(checkingText(200, 10000)).toBe('Looking for look-alikes: 200 of 10000 images');
  });

  it('flag each token of a group with the others, the same bytes before a likeness', () => {
    const flags = lookAlikeFlags({
      identical: [[4, 9]],
      near: [
        [2, 5, 7],
        [4, 9, 11],
      ],
    });
    expect(flags.get(2)).toBe('Looks like #5 and #7');
    expect(flags.get(7)).toBe('Looks like #2 and #5');
    expect(flags.get(11)).toBe('Looks like #4 and #9');
    expect(flags.get(4)).toBe('Same pixels as #9');
    expect(flags.has(1)).toBe(false);
  });
});
