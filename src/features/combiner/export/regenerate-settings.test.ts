import { describe, expect, it } from 'vitest';
import { targetLayout } from '../../../engine/engine';
import type { RunRecord } from '../run/run-record';
import type { TraitGroup } from '../stores/trait-groups-store';
import { regenerateSettings } from './regenerate-settings';

const groups: TraitGroup[] = [
  {
    id: 11,
    name: 'Background',
    files: [
      { id: 'bg-red', name: 'red.png', url: '' },
      { id: 'bg-blue', name: 'blue.png', url: '' },
    ],
    traitValues: { 'red.png': 'Crimson', 'blue.png': 'Navy' },
  },
  { id: 12, name: 'Hat', files: [{ id: 'hat-cap', name: 'cap.png', url: '' }], traitValues: { 'cap.png': 'Cap' } },
];

// Three tokens of a seeded, shuffled run: Hat may be left out (None weight 2), Navy weighs 3, a Cap
// never goes with Crimson, and one hand-made token.
const run: RunRecord = {
  count: 3,
  digits: [
    [1, 0],
    [0, -1],
    [1, -1],
  ],
  layers: [
    { name: 'Background', values: ['Crimson', 'Navy'] },
    { name: 'Hat', values: ['Cap'] },
  ],
  results: { packs: [], pack: new Uint16Array(3), offset: new Float64Array(3), size: new Uint32Array(3) },
  plan: {
    counts: [],
    settings: {
      size: 3,
      seed: 'blocks-42',
      order: 'shuffled',
      weights: { 'bg-blue': 3 },
      none: { '12': 2 },
      rules: [
        { kind: 'never', a: 'hat-cap', b: 'bg-red' },
        { kind: 'oneOf', a: 'hat-cap', b: 'bg-red', or: ['bg-blue'] },
      ],
      oneOfOnes: [{ id: 'img-1', name: 'The Founder', attributes: [{ trait_type: 'Background', value: 'Gold' }] }],
    },
    rarity: { score: [], rank: [] },
  },
  resume: {
    session: { size: 500, pixelArt: true, fit: 'centre', optimise: true },
    fromPreviews: false,
    fileIds: [['bg-red', 'bg-blue'], ['hat-cap']],
  },
};

const output = { outputSize: 500, pixelArt: true, mismatchFit: 'centre', optimisePng: true } as const;

describe('traitforge.json', () => {
  it('names every layer, value, weight, None, rule and one-of-one of the run, with its output options and rows', () => {
    // traitforge.json as the export writes it beside the target's files.
    const written = targetLayout(
      {
        collection: { name: 'Blocks', description: 'Squares' },
        rarityMethod: 'openrarity',
        layers: run.layers,
        rows: run.digits,
        baseUri: '',
        settings: regenerateSettings(run, groups, output),
      },
      [],
    ).texts.find((file) => file.path === 'traitforge.json')!;
    const saved = JSON.parse(written.text);
    expect(saved).toEqual({
      format: 'traitforge-set',
      version: 1,
      collection: { name: 'Blocks', description: 'Squares' },
      // No edit made to this set.
      edits: [],
      layers: [
        {
          name: 'Background',
          values: [
            { value: 'Crimson', image: 'red.png', weight: 1 },
            { value: 'Navy', image: 'blue.png', weight: 3 },
          ],
          none: null,
        },
        { name: 'Hat', values: [{ value: 'Cap', image: 'cap.png', weight: 1 }], none: 2 },
      ],
      generator: {
        size: 3,
        seed: 'blocks-42',
        order: 'shuffled',
        rules: [
          {
            kind: 'never',
            a: { trait_type: 'Hat', value: 'Cap', image: 'cap.png' },
            b: { trait_type: 'Background', value: 'Crimson', image: 'red.png' },
          },
          {
            kind: 'oneOf',
            a: { trait_type: 'Hat', value: 'Cap', image: 'cap.png' },
            b: { trait_type: 'Background', value: 'Crimson', image: 'red.png' },
            or: [{ trait_type: 'Background', value: 'Navy', image: 'blue.png' }],
          },
        ],
        oneOfOnes: [{ name: 'The Founder', attributes: [{ trait_type: 'Background', value: 'Gold' }] }],
      },
      output: { size: 500, pixelArt: true, mismatchFit: 'centre', optimisePng: true },
      tokens: 3,
      rows: [
        [1, 0],
        [0, -1],
        [1, -1],
      ],
    });
  });

  it('still names the layers and a None it saw when the groups were removed since the run', () => {
    const saved = regenerateSettings(run, [], output) as {
      layers: Array<{ values: Array<{ image: string | null }>; none: number | null }>;
    };
    expect(saved.layers.map((l) => l.none)).toEqual([null, 1]);
    expect(saved.layers[0]!.values.map((v) => v.image)).toEqual([null, null]);
  });
});
