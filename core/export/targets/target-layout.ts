// Every file an export writes for its target, and where: the zip (in a worker) and the folder (from the
// main thread) both write exactly this list, and the target's check reads it back.
import { LAUNCH_TARGETS } from '../../../shared/launch-targets.ts';
import { metadataText, rarityText, settingsText, type StargazeSet } from '../stargaze-files.ts';
import {
  RARITY_CSV,
  SETTINGS_JSON,
  STARGAZE_IMAGES_DIR,
  STARGAZE_METADATA_DIR,
  stargazeImagePath,
  stargazeMetadataPath,
} from '../stargaze-layout.ts';
import { erc721Files } from './erc721.ts';
import { metaplexFiles } from './metaplex.ts';
import { coverBeside } from './cover.ts';
import type { TargetLayout } from './target-types.ts';

export type { TargetLayout } from './target-types.ts';

function stargazeFiles(set: StargazeSet, numbers: readonly number[]): TargetLayout {
  return {
    images: numbers.map((n) => ({ n, path: stargazeImagePath(n) })),
    texts: numbers.map((n) => ({ path: stargazeMetadataPath(n, set.bareMetadataNames), text: metadataText(set, n) })),
    given: [],
    dirs: [STARGAZE_IMAGES_DIR, STARGAZE_METADATA_DIR],
  };
}

/** The target's token images, metadata and own files, then the cover, rarity.csv and traitforge.json beside them. */
export function targetLayout(set: StargazeSet, numbers: readonly number[]): TargetLayout {
  const target = set.target ?? 'stargaze';
  const files =
    target === 'erc721' ? erc721Files(set, numbers) : target === 'metaplex' ? metaplexFiles(set, numbers) : stargazeFiles(set, numbers);
  return {
    ...files,
    texts: [...files.texts, { path: RARITY_CSV, text: rarityText(set) }, { path: SETTINGS_JSON, text: settingsText(set) }],
    given: [...files.given, ...coverBeside(target, set.cover)],
  };
}

export const targetZipName = (set: Pick<StargazeSet, 'target'>, collection: string) =>
  `${collection.trim() || 'collection'}_${LAUNCH_TARGETS[set.target ?? 'stargaze'].zipSuffix}.zip`;

/** Where token n's own image is in the layout (Metaplex writes token 1's twice: the first is its own). */
export function tokenImagePath(layout: TargetLayout): (n: number) => string {
  const paths = new Map<number, string>();
  for (const { n, path } of layout.images) if (!paths.has(n)) paths.set(n, path);
  return (n) => paths.get(n)!;
}
