import { describe, expect, it } from 'vitest';
import type { StargazeSet } from '@core/export/stargaze-files';
import type { Assignment, Trait } from '@contract/traits';
import {
  assignmentChanges,
  chunks,
  missingTraits,
  neededTraits,
  ownTokenNames,
  sentFileName,
  tokenTraits,
  unsentNumbers,
  valueIds,
} from './send-plan';

// Four tokens of a 2x2 run; token 4 leaves Eyes out (None).
const set: StargazeSet = {
  collection: { name: 'Blocks', description: '' },
  rarityMethod: 'openrarity',
  layers: [
    { name: 'Background', values: ['Red', 'Blue'] },
    { name: 'Eyes', values: ['Happy', 'Sad '] },
  ],
  rows: [
    [1, 0],
    [0, 1],
    [1, 1],
    [0, -1],
  ],
  baseUri: '',
  settings: {},
};

const trait = (id: number, name: string, values: Array<[number, string]>): Trait => ({
  id,
  trait_name: name,
  creationDate: '',
  values: values.map(([vid, value]) => ({ id: vid, value, files: 0 })),
});

describe('Send to a collection: files and traits of a run', () => {
  it('names token n n.png and gives it the traits of its Stargaze metadata, None left out, trimmed as stored', () => {
    expect([1, 2, 10].map(sentFileName)).toEqual(['1.png', '2.png', '10.png']);
    expect(tokenTraits(set, 2)).toEqual([
      { trait_type: 'Background', value: 'Red' },
      { trait_type: 'Eyes', value: 'Sad' },
    ]);
    expect(tokenTraits(set, 4)).toEqual([{ trait_type: 'Background', value: 'Red' }]);
  });

  it("gives a one-of-one its own attributes, so its traits join the layers' ones", () => {
    const withOne: StargazeSet = {
      ...set,
      rows: [...set.rows.map((r) => [...r, -1]), [-1, -1, 0]],
      oneOfOnes: [
        {
          name: 'The Founder',
          attributes: [
            { trait_type: 'Background', value: 'Gold' },
            { trait_type: 'Crown', value: 'Yes' },
          ],
        },
      ],
    };
    expect(tokenTraits(withOne, 5)).toEqual([
      { trait_type: 'Background', value: 'Gold' },
      { trait_type: 'Crown', value: 'Yes' },
    ]);
    // Its name goes with its file; generated tokens send none (theirs follow the collection's name).
    expect(ownTokenNames(withOne, [1, 2, 3, 4, 5])).toEqual(new Map([['5.png', 'The Founder']]));
    expect(ownTokenNames(withOne, [1, 2])).toEqual(new Map());
    expect(neededTraits(withOne, [1, 5])).toEqual([
      { name: 'Background', values: ['Blue', 'Gold'] },
      { name: 'Eyes', values: ['Happy'] },
      { name: 'Crown', values: ['Yes'] },
    ]);
  });

  it('needs one trait per layer in layer order with the values the tokens use, in first-use order', () => {
    expect(neededTraits(set, [1, 2, 3, 4])).toEqual([
      { name: 'Background', values: ['Blue', 'Red'] },
      { name: 'Eyes', values: ['Happy', 'Sad'] },
    ]);
    expect(neededTraits(set, [4])).toEqual([{ name: 'Background', values: ['Red'] }]);
  });

  it('creates only what the collection lacks: a missing trait whole, a missing value of an existing trait', () => {
    const existing = [trait(7, 'Background', [[70, 'Red']])];
    expect(missingTraits(neededTraits(set, [1, 2, 3, 4]), existing)).toEqual({
      traits: [{ name: 'Eyes', values: ['Happy', 'Sad'] }],
      values: [{ traitId: 7, value: 'Blue' }],
    });
  });

  it("assigns each file its token's values, skips what a file has, and replaces another value of the same trait", () => {
    const traits = [
      trait(7, 'Background', [
        [70, 'Red'],
        [71, 'Blue'],
      ]),
      trait(8, 'Eyes', [
        [80, 'Happy'],
        [81, 'Sad'],
      ]),
    ];
    const files = new Map([
      ['1.png', 101],
      ['2.png', 102],
      ['4.png', 104],
    ]);
    const had: Assignment[] = [
      { file_id: 101, trait_id: 7, trait_name: 'Background', value: 'Blue', value_id: 71 },
      { file_id: 102, trait_id: 7, trait_name: 'Background', value: 'Blue', value_id: 71 },
    ];
    // 3.png is not in the collection (refused): nothing to assign to it.
    expect(assignmentChanges(set, [1, 2, 3, 4], files, valueIds(traits), had)).toEqual({
      add: [
        { file_id: 101, value_id: 80 },
        { file_id: 102, value_id: 70 },
        { file_id: 102, value_id: 81 },
        { file_id: 104, value_id: 70 },
      ],
      remove: [{ file_id: 102, value_id: 71 }],
    });
  });
});

describe('Send to a collection: batches and resuming', () => {
  it('cuts the work into batches of the given size, the last one shorter', () => {
    expect(chunks([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(
      chunks(
        Array.from({ length: 100 }, (_, i) => i),
        45,
      ).map((c) => c.length),
    ).toEqual([45, 45, 10]);
  });

  it('resumes with what is neither in the ledger nor newly in the listing; names there before the send do not count', () => {
    const before = new Set(['2.png', 'cover.png']);
    // The ledger knows 1; the listing shows 3.png stored by the batch that failed, and 2.png from before.
    expect(unsentNumbers(5, new Set([1]), before, ['1.png', '2.png', '3.png', 'cover.png'])).toEqual([2, 4, 5]);
    expect(unsentNumbers(3, new Set(), new Set(), [])).toEqual([1, 2, 3]);
  });
});
