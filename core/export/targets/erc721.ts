// The ERC-721 / OpenSea layout as HashLips writes it (its art engine is what most EVM launch tools take):
// images/n.png, json/n.json with `edition`, and json/_metadata.json listing every token in order.
import { stargazeMetadata } from '../stargaze-metadata.ts';
import type { StargazeSet } from '../stargaze-files.ts';
import { STARGAZE_IMAGES_DIR, stargazeImagePath } from '../stargaze-layout.ts';
import type { TargetLayout } from './target-types.ts';

export const ERC721_JSON_DIR = 'json';
export const ERC721_ALL_METADATA = '_metadata.json';

export function erc721Metadata(set: StargazeSet, n: number) {
  const { name, description, image, attributes } = stargazeMetadata(
    set.collection,
    n,
    set.layers,
    set.rows[n - 1]!,
    set.baseUri,
    set.oneOfOnes,
  );
  return { name, description, ...(image ? { image } : {}), edition: n, attributes };
}

export function erc721Files(set: StargazeSet, numbers: readonly number[]): TargetLayout {
  const items = numbers.map((n) => erc721Metadata(set, n));
  return {
    images: numbers.map((n) => ({ n, path: stargazeImagePath(n) })),
    texts: [
      ...items.map((item) => ({ path: `${ERC721_JSON_DIR}/${item.edition}.json`, text: `${JSON.stringify(item, null, 2)}\n` })),
      { path: `${ERC721_JSON_DIR}/${ERC721_ALL_METADATA}`, text: `${JSON.stringify(items, null, 2)}\n` },
    ],
    given: [],
    dirs: [STARGAZE_IMAGES_DIR, ERC721_JSON_DIR],
  };
}
