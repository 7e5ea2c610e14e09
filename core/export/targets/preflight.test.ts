import { describe, expect, it } from 'vitest';
import { preflight, type PreflightInput } from './preflight.ts';

const files = (n: number, ext = 'png') => [
  ...Array.from({ length: n }, (_, i) => ({ path: `images/${i + 1}.${ext}` })),
  ...Array.from({ length: n }, (_, i) => ({
    path: `metadata/${i + 1}.json`,
    text: JSON.stringify({ name: `Set #${i + 1}`, attributes: [] }),
  })),
];
const input = (fields: Partial<PreflightInput> = {}): PreflightInput => ({
  target: 'stargaze',
  collection: { name: 'Set', description: 'A set' },
  tokens: 3,
  files: files(3),
  settings: { externalLink: '', royaltyPercent: '', perAddressLimit: '' },
  hasCover: true,
  ...fields,
});

describe('pre-flight report', () => {
  it('passes a set within every rule, and settings left empty', () => {
    expect(preflight(input())).toEqual({ problems: [], warnings: [] });
    expect(
      preflight(input({ settings: { externalLink: 'https://example.com/set', royaltyPercent: '10', perAddressLimit: '3' } })).problems,
    ).toEqual([]);
  });

  it('lists every failure at once', () => {
    const report = preflight(
      input({
        collection: { name: ' ', description: 'x'.repeat(513) },
        tokens: 0,
        files: files(3).filter((file) => file.path !== 'images/2.png'),
        settings: { externalLink: 'http://example.com', royaltyPercent: '12.5', perAddressLimit: '0' },
      }),
    );
    expect(report.problems).toEqual([
      'The collection has no name',
      'The description has 513 characters; Stargaze Studio takes at most 512',
      '0 tokens: Stargaze Studio takes 1 to 10000',
      'The external link "http://example.com" is not an https:// address',
      'Royalties of "12.5 %": Stargaze Studio takes 0 to 10 %',
      'A mint limit of "0" per address: Stargaze Studio takes 1 to 3 (at most 3 for a collection of fewer than 100 tokens)',
      'Images: the file names should be in numerical order starting from 1: 3.png (expected 2)',
      'The number of metadata files should be equal to the number of asset files: 2 images, 3 metadata files',
      'The metadata file names should match the asset file names: 2.json',
    ]);
  });

  it("holds the mint limit to the vending minter's rule: 3 under 100 tokens, 3 % (rounded up) from 100, never over 50", () => {
    const limit = (tokens: number, perAddressLimit: string, target: PreflightInput['target'] = 'stargaze') =>
      preflight(
        input({
          target,
          tokens,
          files: target === 'stargaze' ? files(tokens) : [],
          settings: { externalLink: '', royaltyPercent: '', perAddressLimit },
        }),
      ).problems.filter((problem) => problem.startsWith('A mint limit'));
    expect(limit(1000, '30')).toEqual([]);
    expect(limit(1000, '31')).toEqual(['A mint limit of "31" per address: Stargaze Studio takes 1 to 30 (3 % of 1000 tokens)']);
    expect(limit(101, '4')).toEqual([]);
    expect(limit(101, '5')).toEqual(['A mint limit of "5" per address: Stargaze Studio takes 1 to 4 (3 % of 101 tokens)']);
    expect(limit(10_000, '50')).toEqual([]);
    expect(limit(10_000, '51')).toEqual(['A mint limit of "51" per address: Stargaze Studio takes 1 to 50']);
    expect(limit(99, '3')).toEqual([]);
    expect(limit(99, '4')).toEqual([
      'A mint limit of "4" per address: Stargaze Studio takes 1 to 3 (at most 3 for a collection of fewer than 100 tokens)',
    ]);
    expect(limit(2, '3')).toEqual(['A mint limit of "3" per address: Stargaze Studio takes 1 to 2 (the collection has 2 tokens)']);
    expect(limit(99, '50', 'erc721')).toEqual([]);
  });

  it('warns without a cover image, in the words of each target', () => {
    expect(preflight(input({ hasCover: false })).warnings).toEqual([
      'No cover image: Stargaze Studio asks for one when the collection is made',
    ]);
    expect(preflight(input({ target: 'metaplex', files: [], hasCover: false })).warnings).toEqual([
      "No cover image: the collection NFT's image (assets/collection.png) is token 1's",
    ]);
    // A webp cover is named like any webp file Stargaze does not recognise.
    expect(preflight(input({ files: [...files(3), { path: 'cover.webp' }] })).warnings).toEqual([
      'Stargaze Studio does not recognise webp files: cover.webp',
    ]);
  });

  it('warns for webp', () => {
    expect(preflight(input({ files: files(3, 'webp') })).warnings).toEqual([
      'Stargaze Studio does not recognise webp files: images/1.webp, images/2.webp, images/3.webp',
    ]);
  });

  it('holds a Metaplex collection name to 32 characters', () => {
    expect(preflight(input({ target: 'metaplex', collection: { name: 'x'.repeat(33), description: '' }, files: [] })).problems).toContain(
      'The collection name has 33 characters; Solana Metaplex takes at most 32',
    );
  });
});
