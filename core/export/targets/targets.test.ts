import { describe, expect, it } from 'vitest';
import type { StargazeSet } from '../stargaze-files.ts';
import { checkTarget, type LaunchTargetId, type ListedFile } from './check-target.ts';
import { targetLayout } from './target-layout.ts';

const set = (target: LaunchTargetId, name = 'Blocks'): StargazeSet => ({
  collection: { name, description: 'Coloured squares' },
  layers: [
    { name: 'Background', values: ['Red', 'Green'] },
    { name: 'Level', values: ['1', '2'] },
  ],
  rows: [
    [0, 1],
    [1, 1],
    [1, 0],
  ],
  baseUri: 'ipfs://bafyimages/',
  target,
  rarityMethod: 'openrarity',
  settings: {},
});

/** Every file of the layout as the check reads it back. */
function listing(target: LaunchTargetId, name?: string): ListedFile[] {
  const layout = targetLayout(set(target, name), [1, 2, 3]);
  return [...layout.images.map(({ path }) => ({ path })), ...layout.texts];
}
const paths = (files: readonly ListedFile[]) => files.map((file) => file.path).sort();
const textOf = (files: readonly ListedFile[], path: string) => JSON.parse(files.find((file) => file.path === path)!.text!);

describe('export targets: each layout passes its own check', () => {
  it('Stargaze: images/ and metadata/ from 1', () => {
    const files = listing('stargaze');
    expect(paths(files)).toEqual(
      [
        'images/1.png',
        'images/2.png',
        'images/3.png',
        'metadata/1.json',
        'metadata/2.json',
        'metadata/3.json',
        'rarity.csv',
        'traitforge.json',
      ].sort(),
    );
    expect(checkTarget('stargaze', files)).toEqual({ images: 3, metadata: 3, problems: [] });
  });

  it('ERC-721: images/, json/ with edition, and _metadata.json listing every token', () => {
    const files = listing('erc721');
    expect(paths(files)).toContain('json/_metadata.json');
    expect(textOf(files, 'json/2.json')).toEqual({
      name: 'Blocks #2',
      description: 'Coloured squares',
      image: 'ipfs://bafyimages/2.png',
      edition: 2,
      attributes: [
        { trait_type: 'Background', value: 'Green' },
        { trait_type: 'Level', value: '2' },
      ],
    });
    expect(textOf(files, 'json/_metadata.json')).toEqual([1, 2, 3].map((n) => textOf(files, `json/${n}.json`)));
    expect(checkTarget('erc721', files)).toEqual({ images: 3, metadata: 3, problems: [] });
  });

  it('Metaplex: assets/0..N-1 with the image named and listed, and the collection pair', () => {
    const files = listing('metaplex');
    expect(paths(files).filter((path) => path.startsWith('assets/'))).toEqual(
      ['0.json', '0.png', '1.json', '1.png', '2.json', '2.png', 'collection.json', 'collection.png'].map((name) => `assets/${name}`),
    );
    expect(textOf(files, 'assets/0.json')).toMatchObject({
      name: 'Blocks #1',
      image: '0.png',
      properties: { files: [{ uri: '0.png', type: 'image/png' }] },
    });
    expect(textOf(files, 'assets/collection.json')).toMatchObject({ name: 'Blocks', image: 'collection.png' });
    expect(checkTarget('metaplex', files)).toEqual({ images: 3, metadata: 3, problems: [] });
  });
});

describe('export targets: every failure named by file', () => {
  it('Stargaze: a gap', () => {
    const files = listing('stargaze').filter((file) => !file.path.startsWith('images/2') && !file.path.startsWith('metadata/2'));
    expect(checkTarget('stargaze', files).problems).toEqual([
      'Images: the file names should be in numerical order starting from 1: 3.png (expected 2)',
      'Metadata: the file names should be in numerical order starting from 1: 3.json (expected 2)',
    ]);
  });

  it('ERC-721: a token missing from _metadata.json, one that differs, _metadata.json missing', () => {
    const files = listing('erc721');
    const all = files.find((file) => file.path === 'json/_metadata.json')!;
    const entries = JSON.parse(all.text!) as Array<Record<string, unknown>>;
    const edited = [entries[0], { ...entries[2], name: 'Other' }];
    const faulty = files.map((file) => (file === all ? { ...file, text: JSON.stringify(edited) } : file));
    expect(checkTarget('erc721', faulty).problems).toEqual([
      'json/_metadata.json has no entry for json/2.json',
      'json/_metadata.json differs from json/3.json',
    ]);
    expect(
      checkTarget(
        'erc721',
        files.filter((file) => file !== all),
      ).problems,
    ).toEqual(["json/_metadata.json is missing: it lists every token's metadata"]);
  });

  it('Metaplex: a name over 32 characters, a number value, a missing file entry, no collection image', () => {
    const long = 'A collection named at length'; // "<name> #1" has 31 characters; two more make 33
    expect(checkTarget('metaplex', listing('metaplex', long)).problems).toEqual([]);
    const files = listing('metaplex', `${long}..`).filter((file) => file.path !== 'assets/collection.png');
    const second = files.find((file) => file.path === 'assets/1.json')!;
    const item = JSON.parse(second.text!);
    const faulty = files.map((file) =>
      file === second
        ? { ...file, text: JSON.stringify({ ...item, attributes: [{ trait_type: 'Level', value: 2 }], properties: { files: [] } }) }
        : file,
    );
    expect(checkTarget('metaplex', faulty).problems).toEqual([
      'assets/collection.png is missing: Sugar makes the collection NFT from it',
      'assets/0.json: the name "A collection named at length.. #1" has 33 characters; Metaplex takes at most 32',
      'assets/1.json: the name "A collection named at length.. #2" has 33 characters; Metaplex takes at most 32',
      'assets/1.json: attribute values should be strings (Level)',
      'assets/1.json: properties.files should list 1.png',
      'assets/2.json: the name "A collection named at length.. #3" has 33 characters; Metaplex takes at most 32',
    ]);
  });
});
