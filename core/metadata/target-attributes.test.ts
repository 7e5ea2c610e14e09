// Each target writes a typed trait its own way: ERC-721 / OpenSea with display_type and a number,
// Stargaze and Metaplex as strings; an untyped set's files are byte for byte what they were.
import { describe, expect, it } from 'vitest';
import type { ExportSet } from '../export/export-set.ts';
import type { LayerValues } from '../export/metadata.ts';
import { targetLayout } from '../export/targets/target-layout.ts';
import { NO_LAUNCH_SETTINGS } from '../export/targets/target-types.ts';
import type { LaunchTargetId } from '../../shared/launch-targets.ts';
import { openSeaAttribute } from './target-attributes.ts';

const set = (target: LaunchTargetId, power: Partial<LayerValues> = {}): ExportSet => ({
  collection: { name: 'Blocks', description: 'Coloured squares' },
  layers: [
    { name: 'Background', values: ['Red'] },
    { name: 'Power', values: ['7', '12'], ...power },
  ],
  rows: [[0, 0]],
  baseUri: 'ipfs://bafyimages/',
  target,
  rarityMethod: 'openrarity',
  settings: {},
  launch: { ...NO_LAUNCH_SETTINGS, creators: 'ENsRsTm9GtfvPKJwg9HhHNUFqoRSUp2TYdfyqDHeNJAn' },
});

const text = (s: ExportSet, path: string) => targetLayout(s, [1]).texts.find((t) => t.path === path)!.text;
const attributes = (s: ExportSet, path: string) => (JSON.parse(text(s, path)) as { attributes: unknown[] }).attributes;

describe('typed traits per target', () => {
  it('ERC-721 writes display_type and the number for each numeric type', () => {
    expect(attributes(set('erc721', { traitType: 'number' }), 'json/1.json')).toEqual([
      { trait_type: 'Background', value: 'Red' },
      { display_type: 'number', trait_type: 'Power', value: 7 },
    ]);
    const layers = (traitType: LayerValues['traitType'], values: string[]) => [{ name: 'Power', values, traitType }];
    expect(openSeaAttribute(layers('boost_number', ['10']), 'Power', '10')).toEqual({
      display_type: 'boost_number',
      trait_type: 'Power',
      value: 10,
    });
    expect(openSeaAttribute(layers('boost_percentage', ['5']), 'Power', '5')).toEqual({
      display_type: 'boost_percentage',
      trait_type: 'Power',
      value: 5,
    });
    expect(openSeaAttribute(layers('date', ['2019-01-01']), 'Power', '2019-01-01')).toEqual({
      display_type: 'date',
      trait_type: 'Power',
      value: 1546300800,
    });
    // None and a value without a number stay text (the pre-flight refuses the latter).
    expect(openSeaAttribute(layers('number', ['7']), 'Power', 'None')).toEqual({ trait_type: 'Power', value: 'None' });
    expect(openSeaAttribute(layers('number', ['Max']), 'Power', 'Max')).toEqual({ trait_type: 'Power', value: 'Max' });
  });

  it('ERC-721 takes the typed-in number over the name, in _metadata.json too', () => {
    const s = set('erc721', { traitType: 'number', numbers: { '7': 70 } });
    expect(attributes(s, 'json/1.json')[1]).toEqual({ display_type: 'number', trait_type: 'Power', value: 70 });
    expect((JSON.parse(text(s, 'json/_metadata.json')) as Array<{ attributes: unknown[] }>)[0]!.attributes[1]).toEqual({
      display_type: 'number',
      trait_type: 'Power',
      value: 70,
    });
  });

  it("ERC-721 types a one-of-one's own trait by its own type, a trait of a layer's name by the layer", () => {
    const king = {
      name: 'King',
      attributes: [
        { trait_type: 'Background', value: '3', traitType: 'number' as const },
        { trait_type: 'Power', value: '12' },
        { trait_type: 'Crowned', value: '2020-01-01', traitType: 'date' as const },
      ],
    };
    const s = { ...set('erc721', { traitType: 'boost_number' }), rows: [[0, 0, 0]], oneOfOnes: [king] };
    expect(attributes(s, 'json/1.json')).toEqual([
      { trait_type: 'Background', value: '3' },
      { display_type: 'boost_number', trait_type: 'Power', value: 12 },
      { display_type: 'date', trait_type: 'Crowned', value: 1577836800 },
    ]);
    // Stargaze keeps strings, and no type key leaks into any target's file.
    const stargaze = { ...s, target: 'stargaze' as const };
    expect(attributes(stargaze, 'metadata/1.json')[2]).toEqual({ trait_type: 'Crowned', value: '2020-01-01' });
  });

  it('Stargaze and Metaplex write the value as a string', () => {
    expect(attributes(set('stargaze', { traitType: 'number' }), 'metadata/1.json')[1]).toEqual({ trait_type: 'Power', value: '7' });
    expect(attributes(set('metaplex', { traitType: 'number' }), 'assets/0.json')[1]).toEqual({ trait_type: 'Power', value: '7' });
  });

  it('an untyped set is written byte for byte as before', () => {
    expect(text(set('erc721'), 'json/1.json')).toBe(
      `{
  "name": "Blocks #1",
  "description": "Coloured squares",
  "image": "ipfs://bafyimages/1.png",
  "edition": 1,
  "attributes": [
    {
      "trait_type": "Background",
      "value": "Red"
    },
    {
      "trait_type": "Power",
      "value": "7"
    }
  ]
}
`,
    );
    for (const target of ['stargaze', 'erc721', 'metaplex'] as const) {
      const plain = targetLayout(set(target), [1]).texts;
      const asText = targetLayout(set(target, { traitType: 'text' }), [1]).texts;
      expect(asText.filter((t) => t.path !== 'traitforge.json')).toEqual(plain.filter((t) => t.path !== 'traitforge.json'));
    }
  });
});
