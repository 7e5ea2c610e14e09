import { describe, expect, it } from 'vitest';
import { exportMetadata } from './export-metadata.ts';
import { metadataItem } from './metadata.ts';

const layers = [{ name: 'Background', values: ['Red', 'Blue'] }];
const collection = { name: 'Forge', description: 'The set', tokenTexts: { 2: { name: 'The Second' }, 3: { description: 'By hand' } } };

describe("a token's own name and description", () => {
  it('replaces the name or the description of that token only, in every writer', () => {
    const names = [1, 2, 3].map((n) => exportMetadata(collection, n, layers, [0]));
    expect(names.map(({ name, description }) => [name, description])).toEqual([
      ['Forge #1', 'The set'],
      ['The Second', 'The set'],
      ['Forge #3', 'By hand'],
    ]);
    expect(metadataItem(collection, 2, layers, [1])).toMatchObject({ name: 'The Second', description: 'The set' });
  });

  it('wins over a one-of-one name', () => {
    const oneOfOnes = [{ name: 'Gold', attributes: [{ trait_type: 'Type', value: 'Gold' }] }];
    // The digit after the layers' names the one-of-one a token is.
    const digits = [0, 0];
    const plain = exportMetadata({ name: 'Forge', description: '' }, 2, layers, digits, '', oneOfOnes);
    const own = exportMetadata({ ...collection, description: '' }, 2, layers, digits, '', oneOfOnes);
    expect([plain.name, own.name]).toEqual(['Gold', 'The Second']);
  });
});
