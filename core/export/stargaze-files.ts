// The text files of a Stargaze export, the same for the zip (built in a worker) and the folder
// (written from the main thread): each token's metadata, rarity.csv and traitforge.json.
import type { CollectionInfo, LayerValues } from './metadata.ts';
import type { OneOfOneItem } from './one-of-ones.ts';
import type { LaunchTargetId } from '../../shared/launch-targets.ts';
import { rarityCsvText } from './rarity-report.ts';
import type { RarityMethod } from '../rarity/rarity-score.ts';
import { stargazeMetadata } from './stargaze-metadata.ts';
import type { CoverImage } from './targets/cover.ts';

export interface StargazeSet {
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
  /** Metadata files named `n` instead of `n.json` (see stargaze-layout.ts). */
  bareMetadataNames?: boolean;
  /** How rarity.csv ranks the tokens. */
  rarityMethod: RarityMethod;
  /** What regenerates the same set (generator settings, seed, output size), written to traitforge.json. */
  settings: Record<string, unknown>;
  /** The collection's cover image, when chosen (targets/cover.ts). */
  cover?: CoverImage;
}

export const metadataText = (set: StargazeSet, n: number) =>
  `${JSON.stringify(stargazeMetadata(set.collection, n, set.layers, set.rows[n - 1]!, set.baseUri, set.oneOfOnes), null, 2)}\n`;

export const rarityText = (set: StargazeSet) => rarityCsvText(set.layers, set.rows, set.oneOfOnes, set.rarityMethod);

export const settingsText = (set: StargazeSet) =>
  `${JSON.stringify({ format: 'traitforge-set', version: 1, collection: set.collection, layers: set.layers, ...set.settings, tokens: set.rows.length, rows: set.rows })}\n`;
