// The Solana Metaplex layout as Sugar uploads it: assets/0.png and 0.json ... (token n is file n - 1),
// each JSON naming its image by file name and listing it in `properties.files`, every attribute value a
// string, with the symbol, royalties (`seller_fee_basis_points`) and creators typed in the panel;
// assets/collection.<ext> and collection.json make the collection NFT (its image the chosen cover, as
// given, or else token 1's as collection.png); config.json beside assets/ is Sugar's own configuration.
// An animated collection's token has its video (else its GIF) beside its PNG, as n.mp4: its JSON names it
// in `animation_url` and lists it with its type in `properties.files`.
import { exportMetadata } from '../../export-metadata.ts';
import { setAnimationFiles, type ExportSet } from '../../export-set.ts';
import { MIME_TYPES, type AnimationFile } from '../../../animation/animation-format.ts';
import { NO_LAUNCH_SETTINGS, type TargetLayout } from '../target-types.ts';
import { METAPLEX_COLLECTION, METAPLEX_DIR } from './metaplex-names.ts';
import { basisPoints, parseCreators } from './metaplex-creators.ts';
import { sugarConfig, SUGAR_CONFIG } from './sugar-config.ts';
import { tokenRank } from '../../../metadata/set-ranks.ts';

const imageFile = (uri: string, type = 'image/png') => ({ image: uri, properties: { files: [{ uri, type }], category: 'image' } });

/** The symbol, royalties and creators every Metaplex JSON carries (Sugar's validate/format.rs Metadata). */
function sale(set: ExportSet) {
  const launch = set.launch ?? NO_LAUNCH_SETTINGS;
  return {
    symbol: launch.symbol.trim(),
    seller_fee_basis_points: basisPoints(launch.royaltyPercent),
    creators: parseCreators(launch.creators),
  };
}

function item(set: ExportSet, head: { name: string; description: string }, uri: string, type?: string, attributes?: unknown[]) {
  const { symbol, seller_fee_basis_points, creators } = sale(set);
  const { image, properties } = imageFile(uri, type);
  return {
    name: head.name,
    symbol,
    description: head.description,
    seller_fee_basis_points,
    image,
    ...(attributes ? { attributes } : {}),
    properties: { ...properties, creators },
  };
}

export function metaplexMetadata(set: ExportSet, n: number) {
  const { name, description, attributes } = exportMetadata(
    set.collection,
    n,
    set.layers,
    set.rows[n - 1]!,
    '',
    set.oneOfOnes,
    tokenRank(set, n),
  );
  // Sugar takes only string values (core/metadata/target-attributes.ts): a typed layer's number is written as its name.
  const strings = attributes.map((a) => ({ trait_type: a.trait_type, value: String(a.value) }));
  const token = item(set, { name, description }, `${n - 1}.png`, undefined, strings);
  const animation = metaplexAnimation(set);
  if (!animation) return token;
  const uri = `${n - 1}.${animation}`;
  const files = [...token.properties.files, { uri, type: MIME_TYPES[animation] }];
  const category = animation === 'gif' ? 'image' : 'video';
  return { ...token, animation_url: uri, properties: { ...token.properties, files, category } };
}

/** The one animation file a Metaplex token takes: Sugar uploads one `animation_url` per asset. */
const metaplexAnimation = (set: ExportSet): AnimationFile | undefined => setAnimationFiles(set)[0];

function animationAssets(set: ExportSet, numbers: readonly number[]) {
  const animation = metaplexAnimation(set);
  return animation ? numbers.map((n) => ({ n, path: `${METAPLEX_DIR}/${n - 1}.${animation}`, animation })) : [];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function metaplexFiles(set: ExportSet, numbers: readonly number[]): TargetLayout {
  const { cover } = set;
  const path = `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.${cover?.extension ?? 'png'}`;
  const collection = item(set, set.collection, path.slice(METAPLEX_DIR.length + 1), cover?.type);
  const { symbol, seller_fee_basis_points, creators } = sale(set);
  return {
    images: [
      ...numbers.map((n) => ({ n, path: `${METAPLEX_DIR}/${n - 1}.png` })),
      ...animationAssets(set, numbers),
      ...(numbers.length && !cover ? [{ n: numbers[0]!, path }] : []),
    ],
    texts: [
      ...numbers.map((n) => ({ path: `${METAPLEX_DIR}/${n - 1}.json`, text: json(metaplexMetadata(set, n)) })),
      { path: `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.json`, text: json(collection) },
      { path: SUGAR_CONFIG, text: json(sugarConfig(numbers.length, symbol, seller_fee_basis_points, creators)) },
    ],
    given: cover ? [{ path, bytes: cover.bytes }] : [],
    dirs: [METAPLEX_DIR],
  };
}
