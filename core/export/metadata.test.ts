import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { metadataItem, metadataJson } from './metadata.ts';
import { metadataZip } from './metadata-zip.ts';

const layers = [
  { name: 'Background', values: ['Red', 'Blue'] },
  { name: 'Eyes', values: ['Happy', 'Sad', 'Closed'] },
];

describe('metadata items', () => {
  it('numbers the name, keeps the description and lists one single-key attribute per layer in order', () => {
    const item = metadataItem({ name: 'My NFT', description: 'Made with layers' }, 12, layers, [1, 2]);
    expect(item).toEqual({
      name: 'My NFT #12',
      description: 'Made with layers',
      attributes: [{ Background: 'Blue' }, { Eyes: 'Closed' }],
    });
    expect(JSON.parse(metadataJson(item))).toEqual(item);
  });
});

describe('metadata zips', () => {
  it('holds {n}.json for each job of the batch', async () => {
    const bytes = await metadataZip({
      collection: { name: 'Set', description: 'd' },
      layers,
      jobs: [
        { n: 1001, digits: [0, 0] },
        { n: 1002, digits: [1, 1] },
      ],
      level: 6,
      format: 'layer-value',
    });
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['1001.json', '1002.json']);
    expect(JSON.parse(await zip.file('1002.json')!.async('string'))).toEqual({
      name: 'Set #1002',
      description: 'd',
      attributes: [{ Background: 'Blue' }, { Eyes: 'Sad' }],
    });
  });

  it('writes the Stargaze format when asked', async () => {
    const bytes = await metadataZip({
      collection: { name: 'Set', description: 'd' },
      layers,
      jobs: [{ n: 3, digits: [0, 1] }],
      level: 6,
      format: 'stargaze',
    });
    const zip = await JSZip.loadAsync(bytes);
    expect(JSON.parse(await zip.file('3.json')!.async('string'))).toEqual({
      name: 'Set #3',
      description: 'd',
      attributes: [
        { trait_type: 'Background', value: 'Red' },
        { trait_type: 'Eyes', value: 'Sad' },
      ],
    });
  });
});

describe('{rank} in metadata zips', () => {
  const rows = [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 0],
  ];
  const batch = (ranked?: { rows: number[][]; method: 'openrarity' }) =>
    metadataZip({
      collection: { name: 'Set', description: 'd', nameTemplate: '{collection} #{n}, rank {rank}' },
      layers,
      jobs: [{ n: 4, digits: rows[3]! }],
      level: 6,
      format: 'stargaze',
      ...(ranked && { ranked }),
    });
  const nameIn = async (bytes: Uint8Array) =>
    (JSON.parse(await (await JSZip.loadAsync(bytes)).file('4.json')!.async('string')) as { name: string }).name;

  it('a batch of one token writes its rank in the whole set (the only Blue is the rarest)', async () => {
    expect(await nameIn(await batch({ rows, method: 'openrarity' }))).toBe('Set #4, rank 1');
  });

  it('without the set, no rank is made up', async () => {
    expect(await nameIn(await batch())).toBe('Set #4, rank ');
  });
});
