import { describe, expect, it } from 'vitest';
import { metadataItem } from './metadata.ts';
import { rarityCsvText, setRarity } from './rarity-report.ts';
import { metadataText, type StargazeSet } from './stargaze-files.ts';

const layers = [
  { name: 'Background', values: ['Red', 'Blue'] },
  { name: 'Hat', values: ['Cap'] },
];
const king = { name: 'The King', attributes: [{ trait_type: 'Crown', value: 'Diamond' }] };
// Rows carry the one-of-one digit after the layers' digits: -1 for a generated token.
const rows = [
  [0, 0, -1],
  [-1, -1, 0],
  [1, -1, -1],
  [1, 0, -1],
];

describe('one-of-ones in metadata', () => {
  it('gives a one-of-one its own name and attributes in the spec shape, and generated tokens theirs', () => {
    const collection = { name: 'Blocks', description: 'd' };
    expect(metadataItem(collection, 2, layers, rows[1]!, [king])).toEqual({
      name: 'The King',
      description: 'd',
      attributes: [{ Crown: 'Diamond' }],
    });
    expect(metadataItem(collection, 3, layers, rows[2]!, [king]).attributes).toEqual([{ Background: 'Blue' }]);
  });

  it('writes them into the Stargaze metadata', () => {
    const set: StargazeSet = {
      collection: { name: 'Blocks', description: 'd' },
      layers,
      rows,
      oneOfOnes: [king],
      rarityMethod: 'statistical',
      baseUri: 'ipfs://x',
      settings: {},
    };
    expect(JSON.parse(metadataText(set, 2))).toEqual({
      name: 'The King',
      description: 'd',
      image: 'ipfs://x/2.png',
      attributes: [{ trait_type: 'Crown', value: 'Diamond' }],
    });
    expect(JSON.parse(metadataText(set, 1)).name).toBe('Blocks #1');
  });
});

describe('rarity with one-of-ones', () => {
  it('counts their attributes as traits of their own and ranks them among the tokens', () => {
    // Hat writes "None" as a value, so None counts as one in the CSV as in the metadata.
    const noneLayers = [layers[0]!, { ...layers[1]!, noneValue: true }];
    const report = setRarity(noneLayers, rows, [king]).statistical;
    // Red 1/4, Blue 2/4, Cap 2/4, None 1/4, Diamond 1/4: 4 + 2, 4, 2 + 4, 2 + 2.
    expect(report.score).toEqual([6, 4, 6, 4]);
    expect(report.rank).toEqual([1, 3, 1, 3]);
    expect(rarityCsvText(noneLayers, rows, [king], 'statistical').split('\n')).toEqual([
      'trait_type,value,count,percent',
      'Background,Red,1,25.00',
      'Background,Blue,2,50.00',
      'Hat,None,1,25.00',
      'Hat,Cap,2,50.00',
      'Crown,Diamond,1,25.00',
      '',
      'Token,Rank,Score,Background,Hat,Crown',
      '1,1,6.00,Red,Cap,',
      '2,3,4.00,,,Diamond',
      '3,1,6.00,Blue,None,',
      '4,3,4.00,Blue,Cap,',
      '',
    ]);
  });
});
