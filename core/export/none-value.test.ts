// A layer left out of a token: no attribute by default, "None" when the layer writes it; either way the
// Layer: value metadata, the Stargaze metadata and rarity.csv say the same.
import { describe, expect, it } from 'vitest';
import { metadataItem } from './metadata.ts';
import { rarityCsvText } from './rarity-report.ts';
import { stargazeMetadata } from './stargaze-metadata.ts';

const collection = { name: 'Blocks', description: 'd' };
const rows = [
  [0, 0],
  [1, -1],
  [0, -1],
];
const layersWith = (noneValue: boolean) => [
  { name: 'Background', values: ['Red', 'Blue'] },
  { name: 'Hat', values: ['Cap'], noneValue },
];
const csvRows = (csv: string) => csv.split('\n\n')[0]!.split('\n').slice(1);

describe('None in the metadata and rarity.csv', () => {
  it('leaves the layer out of both by default', () => {
    const layers = layersWith(false);
    expect(metadataItem(collection, 2, layers, rows[1]!).attributes).toEqual([{ Background: 'Blue' }]);
    expect(stargazeMetadata(collection, 2, layers, rows[1]!).attributes).toEqual([{ trait_type: 'Background', value: 'Blue' }]);
    expect(csvRows(rarityCsvText(layers, rows, [], 'statistical'))).toEqual([
      'Background,Blue,1,33.33',
      'Background,Red,2,66.67',
      'Hat,Cap,1,33.33',
    ]);
  });

  it('writes "None" in both when the layer says so', () => {
    const layers = layersWith(true);
    expect(metadataItem(collection, 2, layers, rows[1]!).attributes).toEqual([{ Background: 'Blue' }, { Hat: 'None' }]);
    expect(stargazeMetadata(collection, 3, layers, rows[2]!).attributes).toEqual([
      { trait_type: 'Background', value: 'Red' },
      { trait_type: 'Hat', value: 'None' },
    ]);
    expect(csvRows(rarityCsvText(layers, rows, [], 'statistical'))).toEqual([
      'Background,Blue,1,33.33',
      'Background,Red,2,66.67',
      'Hat,Cap,1,33.33',
      'Hat,None,2,66.67',
    ]);
  });
});
