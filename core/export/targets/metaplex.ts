// The Solana Metaplex layout as Sugar uploads it: assets/0.png and 0.json ... (token n is file n - 1),
// each JSON naming its image by file name and listing it in `properties.files`, every attribute value a
// string; assets/collection.<ext> and collection.json make the collection NFT (its image the chosen
// cover, as given, or else token 1's as collection.png).
import { stargazeMetadata } from '../stargaze-metadata.ts';
import type { StargazeSet } from '../stargaze-files.ts';
import type { TargetLayout } from './target-types.ts';
import { coverPath } from './cover.ts';
import { METAPLEX_COLLECTION, METAPLEX_DIR } from './metaplex-names.ts';

const imageFile = (uri: string, type = 'image/png') => ({ image: uri, properties: { files: [{ uri, type }], category: 'image' } });

export function metaplexMetadata(set: StargazeSet, n: number) {
  const { name, description, attributes } = stargazeMetadata(set.collection, n, set.layers, set.rows[n - 1]!, '', set.oneOfOnes);
  const { image, properties } = imageFile(`${n - 1}.png`);
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
  const { cover } = set;
  const path = coverPath('metaplex', cover ?? { extension: 'png' });
  const image = path.slice(METAPLEX_DIR.length + 1);
  const collection = {
    name: set.collection.name,
    symbol: '',
    description: set.collection.description,
    ...imageFile(image, cover?.type),
  };
  return {
    images: [
      ...numbers.map((n) => ({ n, path: `${METAPLEX_DIR}/${n - 1}.png` })),
      ...(numbers.length && !cover ? [{ n: numbers[0]!, path }] : []),
    ],
    texts: [
      ...numbers.map((n) => ({ path: `${METAPLEX_DIR}/${n - 1}.json`, text: json(metaplexMetadata(set, n)) })),
      { path: `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.json`, text: json(collection) },
    ],
    given: cover ? [{ path, bytes: cover.bytes }] : [],
    dirs: [METAPLEX_DIR],
  };
}
