import { describe, expect, it } from 'vitest';
import { typedValueProblems, valueNumber } from './typed-values.ts';

const power = { name: 'Power', values: ['7', '12', 'Max'], traitType: 'number' as const };

describe('typed values', () => {
  it('take a typed-in number first, else the one in the name; a text layer carries none', () => {
    expect(valueNumber({ ...power, numbers: { Max: 99, '7': 8 } }, '7')).toBe(8);
    expect(valueNumber({ ...power, numbers: { Max: 99 } }, 'Max')).toBe(99);
    expect(valueNumber(power, '12')).toBe(12);
    expect(valueNumber({ name: 'Power' }, '7')).toBeNull();
  });

  it('name the layer and each value without a number, and a one-of-one attribute of such a layer', () => {
    expect(typedValueProblems([{ name: 'Background', values: ['Red'] }, power])).toEqual([
      'Power is a number layer, but its value "Max" is not a number: rename the value or give its number in the weight table',
    ]);
    expect(typedValueProblems([{ ...power, numbers: { Max: 99 } }])).toEqual([]);
    const king = {
      name: 'King',
      attributes: [
        { trait_type: 'Power', value: 'Infinite' },
        { trait_type: 'Power', value: 'None' },
      ],
    };
    expect(typedValueProblems([{ ...power, values: ['7'] }], [king])).toEqual([
      'One-of-one "King": Power is a number layer, but its value "Infinite" is not a number: rename the value or give its number in the weight table',
    ]);
    // A trait no layer has, typed on the one-of-one itself; a layer of that name decides over it.
    const queen = {
      name: 'Queen',
      attributes: [
        { trait_type: 'Crown', value: 'Gold', traitType: 'number' as const },
        { trait_type: 'Power', value: '7', traitType: 'date' as const },
        { trait_type: 'Age', value: '40', traitType: 'number' as const },
      ],
    };
    expect(typedValueProblems([{ ...power, values: ['7'] }], [queen])).toEqual([
      'One-of-one "Queen": Crown is a number trait, but its value "Gold" is not a number: change the value or its type',
    ]);
    expect(typedValueProblems([{ name: 'Born', values: ['2024-02-30'], traitType: 'date' }])[0]).toContain(
      'is not a date (YYYY-MM-DD, or unix seconds)',
    );
  });
});
