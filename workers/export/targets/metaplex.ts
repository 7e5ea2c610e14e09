// The Solana Metaplex layout as Sugar uploads it: assets/0.png and 0.json ... (token n is file n - 1),
// each JSON naming its image by file name and listing it in `properties.files`, every attribute value a
// string; assets/collection.png and collection.json make the collection NFT (its image is token 1's).
import { stargazeMetadata } from '../stargaze-metadata.ts';
import type { StargazeSet } from '../stargaze-files.ts';
import type { TargetLayout } from './target-types.ts';

export const METAPLEX_DIR = 'assets';
export const METAPLEX_COLLECTION = 'collection';

const pngFile = (uri: string) => ({ image: uri, properties: { files: [{ uri, type: 'image/png' }], category: 'image' } });

export function metaplexMetadata(set: StargazeSet, n: number) {
  const { name, description, attributes } = stargazeMetadata(set.collection, n, set.layers, set.rows[n - 1]!, '', set.oneOfOnes);
  const { image, properties } = pngFile(`${n - 1}.png`);
  return {
    name,
    symbol: '',
    description,
    image,
    attributes: attributes.map((a) => ({ trait_type: a.trait_type, value: String(a.value) })),
    properties,
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function metaplexFiles(set: StargazeSet, numbers: readonly number[]): TargetLayout {
  const collection = {
    name: set.collection.name,
    symbol: '',
    description: set.collection.description,
    ...pngFile(`${METAPLEX_COLLECTION}.png`),
  };
  return {
    images: [
      ...numbers.map((n) => ({ n, path: `${METAPLEX_DIR}/${n - 1}.png` })),
      ...(numbers.length ? [{ n: numbers[0]!, path: `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.png` }] : []),
    ],
    texts: [
      ...numbers.map((n) => ({ path: `${METAPLEX_DIR}/${n - 1}.json`, text: json(metaplexMetadata(set, n)) })),
      { path: `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.json`, text: json(collection) },
    ],
    dirs: [METAPLEX_DIR],
  };
}
