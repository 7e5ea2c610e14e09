// The set an export writes, whatever its target, and the texts the targets share, the same for the zip
// (built in a worker) and the folder (written from the main thread): a token's metadata in the OpenSea
// standard, rarity.csv and traitforge.json.
import type { CollectionInfo, LayerValues } from './metadata.ts';
import type { OneOfOneItem } from './one-of-ones.ts';
import type { LaunchTargetId } from '../../shared/launch-targets.ts';
import { rarityCsvText } from './rarity-report.ts';
import type { RarityMethod } from '../rarity/rarity-score.ts';
import { exportMetadata } from './export-metadata.ts';
import { tokenRank } from '../metadata/set-ranks.ts';
import type { CoverImage } from './targets/cover.ts';
import type { LaunchSettings } from './targets/target-types.ts';
import { animationFilesOf, type AnimationFormat } from '../animation/animation-format.ts';

export interface ExportSet {
  collection: CollectionInfo;
  layers: LayerValues[];
  /** rows[n - 1]: image index per layer of token n (then the one-of-one digit, see one-of-ones.ts). */
  rows: number[][];
  /** The set's one-of-ones, indexed by that digit. */
  oneOfOnes?: OneOfOneItem[];
  /** Empty: no `image` in the metadata (Stargaze Studio fills it on upload). */
  baseUri: string;
  /** Who the export is for (core/export/targets/); Stargaze when not given. */
  target?: LaunchTargetId;
  /** Metadata files named `n` instead of `n.json` (see targets/stargaze/stargaze-names.ts). */
  bareMetadataNames?: boolean;
  /** How rarity.csv ranks the tokens. */
  rarityMethod: RarityMethod;
  /** What regenerates the same set (generator settings, seed, output size), written to traitforge.json. */
  settings: Record<string, unknown>;
  /** The collection's cover image, when chosen (targets/cover.ts). */
  cover?: CoverImage;
  /** The launchpad's settings: Metaplex writes its symbol, royalties and creators from them. */
  launch?: LaunchSettings;
  /** An animated collection's format: each token's GIF and/or video goes beside its image, the video
   * (else the GIF) named by `animation_url`. Absent for a still collection. */
  animation?: AnimationFormat;
}

/** The animation files of each token of `set`, the one `animation_url` names first; none when still. */
export const setAnimationFiles = (set: Pick<ExportSet, 'animation'>) => (set.animation ? animationFilesOf(set.animation) : []);

export const metadataText = (set: ExportSet, n: number) =>
  `${JSON.stringify(exportMetadata(set.collection, n, set.layers, set.rows[n - 1]!, set.baseUri, set.oneOfOnes, tokenRank(set, n), setAnimationFiles(set)[0]), null, 2)}\n`;

export const rarityText = (set: ExportSet) => rarityCsvText(set.layers, set.rows, set.oneOfOnes, set.rarityMethod);

export const settingsText = (set: ExportSet) =>
  `${JSON.stringify({ format: 'traitforge-set', version: 1, collection: set.collection, layers: set.layers, ...set.settings, tokens: set.rows.length, rows: set.rows })}\n`;
