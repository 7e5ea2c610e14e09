import { describe, expect, it } from 'vitest';
import { rarityCsvText } from '../export/rarity-report.ts';
import { mergedCounts, renamedLayers, valueNameLines, withValueNames } from './value-names.ts';

const layers = [
  { name: 'Background', values: ['red', 'blue'] },
  { name: 'Eyes', values: ['white', 'orange', 'black'], numbers: { orange: 3 } },
];

describe('renames and merges at export', () => {
  it('rename a value, merge two into one name, and undo by naming a value back', () => {
    let names = withValueNames({}, 'Background', ['red'], 'Crimson');
    names = withValueNames(names, 'Eyes', ['white', 'orange'], 'Light');
    expect(renamedLayers(layers, names)).toEqual([
      { name: 'Background', values: ['Crimson', 'blue'] },
      { name: 'Eyes', values: ['Light', 'Light', 'black'], numbers: { Light: 3 } },
    ]);
    expect(valueNameLines(names)).toEqual(['Background: red → Crimson', 'Eyes: white → Light', 'Eyes: orange → Light']);
    expect(withValueNames(withValueNames(names, 'Eyes', ['white', 'orange'], ''), 'Background', ['red'], 'red')).toEqual({});
  });

  it('count merged values as one trait in rarity.csv', () => {
    const rows = [
      [0, 0],
      [1, 1],
      [0, 2],
    ];
    const merged = rarityCsvText(renamedLayers(layers, withValueNames({}, 'Eyes', ['white', 'orange'], 'Light')), rows, [], 'openrarity');
    expect(merged.split('\n\n')[0]!.split('\n')).toEqual([
      'trait_type,value,count,percent',
      'Background,blue,1,33.33',
      'Background,red,2,66.67',
      'Eyes,black,1,33.33',
      'Eyes,Light,2,66.67',
    ]);
  });

  it('show merged values as one in the plan, their counts added', () => {
    const eyes = {
      name: 'Eyes',
      values: [
        { value: 'white', target: 3, share: 3, count: 3 },
        { value: 'orange', target: 3, share: 3, count: 2 },
        { value: 'black', target: 3, share: 3, count: 4 },
      ],
    };
    expect(mergedCounts(eyes, withValueNames({}, 'Eyes', ['white', 'orange'], 'Light')).values).toEqual([
      { value: 'Light', target: 6, share: 6, count: 5 },
      { value: 'black', target: 3, share: 3, count: 4 },
    ]);
    expect(mergedCounts(eyes, {})).toBe(eyes);
  });
});
