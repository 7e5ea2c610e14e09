// The pre-flight refuses what the metadata itself gets wrong: a typed value without a number, a
// template's unknown placeholder, and a templated name over Sugar's 32 bytes.
import { describe, expect, it } from 'vitest';
import type { ExportSet } from '../export/export-set.ts';
import { setPreflight } from '../export/targets/preflight.ts';
import { targetLayout } from '../export/targets/target-layout.ts';
import { NO_LAUNCH_SETTINGS } from '../export/targets/target-types.ts';

const set = (collection: Partial<ExportSet['collection']>, power: ExportSet['layers'][number]['traitType'] = 'text'): ExportSet => ({
  collection: { name: 'Blocks', description: 'Coloured squares', ...collection },
  layers: [
    { name: 'Background', values: ['Red', 'Grün'] },
    { name: 'Power', values: ['7', 'Max'], traitType: power },
  ],
  rows: [
    [0, 0],
    [1, 0],
  ],
  baseUri: '',
  target: 'metaplex',
  rarityMethod: 'openrarity',
  settings: {},
  launch: { ...NO_LAUNCH_SETTINGS, creators: 'ENsRsTm9GtfvPKJwg9HhHNUFqoRSUp2TYdfyqDHeNJAn' },
});
const problems = (s: ExportSet) => setPreflight(s, targetLayout(s, [1, 2])).problems;

describe('the metadata pre-flight', () => {
  it('passes the default set and names a typed value without a number', () => {
    expect(problems(set({}))).toEqual([]);
    expect(problems(set({}, 'number'))).toEqual([
      'Power is a number layer, but its value "Max" is not a number: rename the value or give its number in the weight table',
    ]);
  });

  it('names a template problem, and a templated name over 32 bytes though of 32 characters or fewer', () => {
    expect(problems(set({ nameTemplate: '{collection} {rnk}' }))).toContain(
      'The name template: unknown placeholder {rnk} (known: {collection}, {n}, {rank}, {description}, {trait:<layer>} and {trait:<layer>?...})',
    );
    // "ü" is two bytes in UTF-8: token 2's name has 32 characters and 33 bytes, Sugar's most is 32 bytes.
    expect(problems(set({ nameTemplate: '{trait:Background} block of the kinds number {n}' }))).toEqual([
      'assets/1.json: the name "Grün block of the kinds number 2" has 33 bytes in UTF-8; Metaplex takes at most 32 bytes',
    ]);
  });
});
