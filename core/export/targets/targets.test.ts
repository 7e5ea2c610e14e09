import { describe, expect, it } from 'vitest';
import type { ExportSet } from '../export-set.ts';
import { checkTarget, type LaunchTargetId, type ListedFile } from './check-target.ts';
import { targetLayout } from './target-layout.ts';
import { NO_LAUNCH_SETTINGS } from './target-types.ts';

/** The creator of Sugar's own test configuration (tests/config.json.backup). */
const SUGAR_TEST_CREATOR = 'ENsRsTm9GtfvPKJwg9HhHNUFqoRSUp2TYdfyqDHeNJAn';

const set = (target: LaunchTargetId, name = 'Blocks'): ExportSet => ({
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
  launch: { ...NO_LAUNCH_SETTINGS, creators: SUGAR_TEST_CREATOR },
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
      'The symbol, seller_fee_basis_points or properties.creators differ from config.json in assets/1.json',
    ]);
  });

  it('ERC-721 without an images base URI: every token without an image is named', () => {
    const layout = targetLayout({ ...set('erc721'), baseUri: '' }, [1, 2, 3]);
    expect(checkTarget('erc721', [...layout.images, ...layout.texts]).problems).toEqual([
      'No image in json/1.json, json/2.json, json/3.json: OpenSea shows none. Give an Images base URI, or Pack for IPFS (the images root is written)',
    ]);
  });
});

describe("Metaplex: symbol, royalties, creators and Sugar's config.json", () => {
  const sale = (launch: Partial<typeof NO_LAUNCH_SETTINGS>) => {
    const layout = targetLayout({ ...set('metaplex'), launch: { ...NO_LAUNCH_SETTINGS, ...launch } }, [1, 2, 3]);
    return [...layout.images, ...layout.texts];
  };
  const second = 'GDDMwNyyx8uB6zrqwBFHjLLG3TBYk2F8Az4yrQC5RzMp';

  it('writes them into every token, the collection and config.json, which has every field Sugar requires', () => {
    const files = sale({ symbol: 'BLK', royaltyPercent: '5.5', creators: `${SUGAR_TEST_CREATOR} 70\n${second} 30` });
    const creators = [
      { address: SUGAR_TEST_CREATOR, share: 70 },
      { address: second, share: 30 },
    ];
    for (const path of ['assets/0.json', 'assets/collection.json'])
      expect(textOf(files, path)).toMatchObject({ symbol: 'BLK', seller_fee_basis_points: 550, properties: { creators } });
    expect(textOf(files, 'config.json')).toEqual({
      tokenStandard: 'nft',
      number: 3,
      symbol: 'BLK',
      sellerFeeBasisPoints: 550,
      isMutable: true,
      isSequential: false,
      creators,
      uploadMethod: 'bundlr',
      ruleSet: null,
      awsConfig: null,
      sdriveApiKey: null,
      pinataConfig: null,
      hiddenSettings: null,
      guards: null,
      maxEditionSupply: null,
    });
    expect(checkTarget('metaplex', files).problems).toEqual([]);
  });

  it('names what Sugar refuses: no creator, shares not adding up to 100, an address that is not one, a long symbol', () => {
    expect(checkTarget('metaplex', sale({ creators: '' })).problems).toEqual([
      'config.json: no creator: Sugar needs 1 to 4 (type an address, or use the connected Solana wallet)',
    ]);
    expect(checkTarget('metaplex', sale({ symbol: 'ELEVENBYTES', creators: `${SUGAR_TEST_CREATOR} 60\nstars1abc 30` })).problems).toEqual([
      'The symbol "ELEVENBYTES" has 11 bytes; Metaplex takes at most 10',
      'config.json: "stars1abc" is not a Solana address',
      "config.json: the creators' shares add up to 90; Sugar takes 100",
    ]);
    const files = sale({}).filter((file) => file.path !== 'config.json');
    expect(checkTarget('metaplex', files).problems).toEqual([
      'config.json is missing: Sugar reads the symbol, royalties and creators from it',
    ]);
  });
});

describe('export targets: an animated collection', () => {
  const animated = (target: LaunchTargetId, baseUri = ''): ExportSet => ({ ...set(target), baseUri, animation: 'gif' });

  it('Stargaze: animations/n.gif beside images/n.png, each named by animation_url (under the base URI when there is one)', () => {
    const layout = targetLayout(animated('stargaze'), [1, 2, 3]);
    expect(layout.images.filter((image) => image.animation).map((image) => image.path)).toEqual([
      'animations/1.gif',
      'animations/2.gif',
      'animations/3.gif',
    ]);
    expect(layout.dirs).toContain('animations');
    expect(textOf(layout.texts, 'metadata/2.json').animation_url).toBe('animations/2.gif');
    const based = targetLayout(animated('stargaze', 'ipfs://bafyimages/'), [1]);
    expect(textOf(based.texts, 'metadata/1.json')).toMatchObject({
      image: 'ipfs://bafyimages/1.png',
      animation_url: 'ipfs://bafyimages/1.gif',
    });
  });

  it('ERC-721: animation_url in each token file and in _metadata.json; a still collection has none', () => {
    const layout = targetLayout(animated('erc721'), [1, 2]);
    expect(textOf(layout.texts, 'json/2.json').animation_url).toBe('animations/2.gif');
    expect(textOf(layout.texts, 'json/_metadata.json').map((m: { animation_url: string }) => m.animation_url)).toEqual([
      'animations/1.gif',
      'animations/2.gif',
    ]);
    const still = targetLayout(set('erc721'), [1]);
    expect(still.images.some((image) => image.animation)).toBe(false);
    expect(textOf(still.texts, 'json/1.json')).not.toHaveProperty('animation_url');
  });

  it('MP4: animations/n.mp4 named by animation_url; GIF + MP4 writes both and names the MP4', () => {
    const mp4 = targetLayout({ ...set('stargaze'), baseUri: '', animation: 'mp4' }, [1, 2]);
    expect(mp4.images.filter((image) => image.animation).map((image) => [image.path, image.animation])).toEqual([
      ['animations/1.mp4', 'mp4'],
      ['animations/2.mp4', 'mp4'],
    ]);
    expect(textOf(mp4.texts, 'metadata/1.json').animation_url).toBe('animations/1.mp4');
    const both = targetLayout({ ...set('erc721'), baseUri: 'ipfs://bafyimages/', animation: 'gif+mp4' }, [1]);
    expect(both.images.filter((image) => image.animation).map((image) => image.path)).toEqual(['animations/1.mp4', 'animations/1.gif']);
    expect(textOf(both.texts, 'json/1.json').animation_url).toBe('ipfs://bafyimages/1.mp4');
  });

  it('Metaplex: the video beside the PNG as n.mp4, in animation_url and properties.files with its type; the check accepts it', () => {
    const animated: ExportSet = { ...set('metaplex'), animation: 'gif+mp4' };
    const layout = targetLayout(animated, [1, 2, 3]);
    expect(layout.images.filter((image) => image.animation).map((image) => image.path)).toEqual([
      'assets/0.mp4',
      'assets/1.mp4',
      'assets/2.mp4',
    ]);
    expect(textOf(layout.texts, 'assets/1.json')).toMatchObject({
      image: '1.png',
      animation_url: '1.mp4',
      properties: {
        category: 'video',
        files: [
          { uri: '1.png', type: 'image/png' },
          { uri: '1.mp4', type: 'video/mp4' },
        ],
      },
    });
    expect(checkTarget('metaplex', [...layout.images.map(({ path }) => ({ path })), ...layout.texts]).problems).toEqual([]);
  });
});
