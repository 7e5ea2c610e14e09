import { describe, expect, it } from 'vitest';
import { checkingText, lookAlikeText, samePixelsText } from './look-alike-texts';

describe('look-alike texts', () => {
  it('name the tokens of a group as a sentence', () => {
    expect(samePixelsText([4, 9])).toBe('#4 and #9 render the same pixels');
    expect(samePixelsText([2, 5, 7])).toBe('#2, #5 and #7 render the same pixels');
    expect(lookAlikeText([2, 5, 7])).toBe('#2, #5 and #7 look alike');
    expect(checkingText(200, 10000)).toBe('Looking for look-alikes: 200 of 10000 images');
  });
});
