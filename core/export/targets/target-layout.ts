// Every file an export writes for its target, and where: the zip (in a worker) and the folder (from the
// main thread) both write exactly this list, and the target's check reads it back.
import type { ExportSet } from '../export-set.ts';
import { rarityText, settingsText } from '../export-set.ts';
import { RARITY_CSV, SETTINGS_JSON } from '../export-layout.ts';
import { targetOf } from './registry.ts';
import type { TargetLayout } from './target-types.ts';

export type { TargetLayout } from './target-types.ts';

/** The target's token images, metadata and own files (the cover among them), then rarity.csv and traitforge.json beside them. */
export function targetLayout(set: ExportSet, numbers: readonly number[]): TargetLayout {
  const files = targetOf(set).files(set, numbers);
  return {
    ...files,
    texts: [...files.texts, { path: RARITY_CSV, text: rarityText(set) }, { path: SETTINGS_JSON, text: settingsText(set) }],
  };
}

export const targetZipName = (set: Pick<ExportSet, 'target'>, collection: string) =>
  `${collection.trim() || 'collection'}_${targetOf(set).rules.zipSuffix}.zip`;

/** Where token n's own image is in the layout (Metaplex writes token 1's twice: the first is its own). */
export function tokenImagePath(layout: TargetLayout): (n: number) => string {
  const paths = new Map<number, string>();
  for (const { n, path } of layout.images) if (!paths.has(n)) paths.set(n, path);
  return (n) => paths.get(n)!;
}
