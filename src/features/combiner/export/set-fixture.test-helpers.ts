// A small finished run and its trait groups, as traitforge.json is written from them and read back.
import type { RunRecord } from '../run/run-record';
import type { TraitGroup } from '../stores/trait-groups-store';

export const groups: TraitGroup[] = [
  {
    id: 11,
    name: 'Background',
    files: [
      { id: 'bg-red', name: 'red.png' },
      { id: 'bg-blue', name: 'blue.png' },
    ],
    traitValues: { 'red.png': 'Crimson', 'blue.png': 'Navy' },
  },
  { id: 12, name: 'Hat', files: [{ id: 'hat-cap', name: 'cap.png' }], traitValues: { 'cap.png': 'Cap' } },
];

// Three tokens of a seeded, shuffled run: Hat may be left out (None weight 2), Navy weighs 3, a Cap
// never goes with Crimson, and one hand-made token.
export const run: RunRecord = {
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

export const output = { outputSize: 500, pixelArt: true, mismatchFit: 'centre', optimisePng: true } as const;
