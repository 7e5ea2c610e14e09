import { describe, expect, it } from 'vitest';
import type { StargazeSet } from '../stargaze-files.ts';
import { checkTarget, type LaunchTargetId, type ListedFile } from './check-target.ts';
import { targetLayout } from './target-layout.ts';
import type { CoverImage } from './cover.ts';

const JPEG_COVER: CoverImage = { name: 'Cover Art.jpeg', type: 'image/jpeg', extension: 'jpg', bytes: new Uint8Array([0xff, 0xd8, 1, 2]) };

const set = (target: LaunchTargetId, cover?: CoverImage): StargazeSet => ({
  collection: { name: 'Blocks', description: 'Coloured squares' },
  layers: [{ name: 'Background', values: ['Red', 'Green'] }],
  rows: [[0], [1]],
  baseUri: '',
  target,
  rarityMethod: 'openrarity',
  settings: {},
  ...(cover && { cover }),
});

/** Every file of the layout as the check reads it back, the cover by its path. */
function listing(target: LaunchTargetId, cover?: CoverImage): ListedFile[] {
  const layout = targetLayout(set(target, cover), [1, 2]);
  return [...layout.images.map(({ path }) => ({ path })), ...layout.texts, ...layout.given.map(({ path }) => ({ path }))];
}

describe('the cover image in each layout', () => {
  it('sits beside a Stargaze or ERC-721 set as cover.<its type>, its bytes as given; none without one', () => {
    for (const target of ['stargaze', 'erc721'] as const) {
      expect(targetLayout(set(target, JPEG_COVER), [1, 2]).given).toEqual([{ path: 'cover.jpg', bytes: JPEG_COVER.bytes }]);
      expect(targetLayout(set(target), [1, 2]).given).toEqual([]);
      expect(checkTarget(target, listing(target, JPEG_COVER)).problems).toEqual([]);
    }
  });

  it("is Metaplex's collection image with its own type, instead of token 1's, and the check takes it", () => {
    const layout = targetLayout(set('metaplex', JPEG_COVER), [1, 2]);
    expect(layout.images.map((image) => image.path)).toEqual(['assets/0.png', 'assets/1.png']);
    expect(layout.given).toEqual([{ path: 'assets/collection.jpg', bytes: JPEG_COVER.bytes }]);
    const collection = JSON.parse(layout.texts.find((file) => file.path === 'assets/collection.json')!.text);
    expect(collection).toMatchObject({
      image: 'collection.jpg',
      properties: { files: [{ uri: 'collection.jpg', type: 'image/jpeg' }], category: 'image' },
    });
    expect(checkTarget('metaplex', listing('metaplex', JPEG_COVER))).toEqual({ images: 2, metadata: 2, problems: [] });
  });

  it("without a cover, Metaplex's collection.png is token 1's; a collection image the JSON does not name is caught", () => {
    const layout = targetLayout(set('metaplex'), [1, 2]);
    expect(layout.images).toContainEqual({ n: 1, path: 'assets/collection.png' });
    const mismatched = listing('metaplex', JPEG_COVER).map((file) =>
      file.path === 'assets/collection.jpg' ? { path: 'assets/collection.gif' } : file,
    );
    expect(checkTarget('metaplex', mismatched).problems).toEqual([
      'assets/collection.json: image should be collection.gif',
      'assets/collection.json: properties.files should list collection.gif',
    ]);
    expect(
      checkTarget(
        'metaplex',
        listing('metaplex', JPEG_COVER).filter((file) => file.path !== 'assets/collection.jpg'),
      ).problems,
    ).toEqual([
      'assets/collection.png is missing: Sugar makes the collection NFT from it',
      'assets/collection.json: image should be collection.png',
      'assets/collection.json: properties.files should list collection.png',
    ]);
  });
});
