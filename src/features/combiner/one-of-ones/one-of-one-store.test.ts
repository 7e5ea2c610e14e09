import { describe, expect, it } from 'vitest';
import { draftProblem } from './one-of-one-store';

const png = new File([new Uint8Array([1])], 'king.png', { type: 'image/png' });

describe('a one-of-one draft', () => {
  it('needs an image, a name, and complete, distinct attributes (blank rows ignored)', () => {
    const attributes = [{ trait_type: 'Crown', value: 'Diamond' }];
    expect(draftProblem({ file: null, name: 'King', attributes })).toBe('Choose an image for the one-of-one.');
    expect(draftProblem({ file: new File(['x'], 'a.txt', { type: 'text/plain' }), name: 'King', attributes })).toBe(
      'a.txt is not an image.',
    );
    expect(draftProblem({ file: png, name: ' ', attributes })).toBe('Give the one-of-one a name.');
    expect(draftProblem({ file: png, name: 'King', attributes: [{ trait_type: 'Crown', value: '' }] })).toBe(
      'Each attribute needs a trait type and a value.',
    );
    expect(draftProblem({ file: png, name: 'King', attributes: [...attributes, ...attributes] })).toBe('Each trait type can appear once.');
    expect(draftProblem({ file: png, name: 'King', attributes: [...attributes, { trait_type: '', value: '' }] })).toBeNull();
  });

  it("takes an attribute's own number type only for a trait no layer has, and only with a number for a value", () => {
    const crown = (value: string, traitType: 'number' | 'date') => [{ trait_type: 'Crown', value, traitType }];
    expect(draftProblem({ file: png, name: 'King', attributes: crown('7', 'number') }, ['Background'])).toBeNull();
    expect(draftProblem({ file: png, name: 'King', attributes: crown('2020-01-01', 'date') })).toBeNull();
    expect(draftProblem({ file: png, name: 'King', attributes: crown('Gold', 'number') })).toBe(
      'Crown is a number trait, but its value "Gold" is not a number: change the value or its type',
    );
    expect(draftProblem({ file: png, name: 'King', attributes: crown('soon', 'date') })).toBe(
      'Crown is a date trait, but its value "soon" is not a date (YYYY-MM-DD, or unix seconds): change the value or its type',
    );
    expect(draftProblem({ file: png, name: 'King', attributes: crown('7', 'number') }, ['Crown'])).toBe(
      'Crown is a layer: its type is set on the layer\'s card ("Trait type").',
    );
    // Text is every trait's own type, whatever its name.
    expect(draftProblem({ file: png, name: 'King', attributes: [{ trait_type: 'Crown', value: 'Gold' }] }, ['Crown'])).toBeNull();
  });
});
