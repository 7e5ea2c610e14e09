// The ERC-721 / OpenSea layout as HashLips writes it (its art engine is what most EVM launch tools take):
// images/n.png, json/n.json with `edition`, and json/_metadata.json listing every token in order.
import { exportMetadata } from '../../export-metadata.ts';
import { setAnimationFiles, type ExportSet } from '../../export-set.ts';
import { IMAGES_DIR, imagePath } from '../../export-layout.ts';
import type { TargetLayout } from '../target-types.ts';
import { coverBeside } from '../cover.ts';
import { animationFiles } from '../animation-files.ts';
import { tokenRank } from '../../../metadata/set-ranks.ts';
import { openSeaAttributes } from '../../../metadata/target-attributes.ts';
import { oneOfOneOf } from '../../one-of-ones.ts';

export const ERC721_JSON_DIR = 'json';
export const ERC721_ALL_METADATA = '_metadata.json';

export function erc721Metadata(set: ExportSet, n: number) {
  const { name, description, image, animation_url, attributes } = exportMetadata(
    set.collection,
    n,
    set.layers,
    set.rows[n - 1]!,
    set.baseUri,
    set.oneOfOnes,
    tokenRank(set, n),
    setAnimationFiles(set)[0],
  );
  // A typed layer's values as numbers with their display_type (core/metadata/target-attributes.ts).
  return {
    name,
    description,
    ...(image ? { image } : {}),
    ...(animation_url && { animation_url }),
    edition: n,
    attributes: openSeaAttributes(set.layers, attributes, oneOfOneOf(set.layers.length, set.rows[n - 1]!, set.oneOfOnes)),
  };
}

export function erc721Files(set: ExportSet, numbers: readonly number[]): TargetLayout {
  const items = numbers.map((n) => erc721Metadata(set, n));
  return {
    images: [...numbers.map((n) => ({ n, path: imagePath(n) })), ...animationFiles(set, numbers).images],
    texts: [
      ...items.map((item) => ({ path: `${ERC721_JSON_DIR}/${item.edition}.json`, text: `${JSON.stringify(item, null, 2)}\n` })),
      { path: `${ERC721_JSON_DIR}/${ERC721_ALL_METADATA}`, text: `${JSON.stringify(items, null, 2)}\n` },
    ],
    given: coverBeside(set.cover),
    dirs: [IMAGES_DIR, ERC721_JSON_DIR, ...animationFiles(set, numbers).dirs],
  };
}
