// One token of the finished run as the export would write its name and description, with the templates
// as typed now (what the template fields preview before anything is exported).
import { exportMetadata } from '@core/export/export-metadata';
import { csvRanks } from '@core/metadata/set-ranks';
import { collectionTemplateProblems, templateTraits } from '@core/metadata/metadata-problems';
import type { CollectionInfo, LayerValues, RarityMethod } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';

export interface TemplatePreview {
  name: string;
  description: string;
  /** The templates' problems (what the pre-flight also lists). */
  problems: string[];
}

/** The run's ranks among the layers as exported (merges change them), as rarity.csv gives them. */
export const previewRanks = (run: FinishedRun, layers: readonly LayerValues[], method: RarityMethod) =>
  csvRanks(layers, run.digits.slice(0, run.count), run.oneOfOnes, method);

export function templatePreview(
  run: FinishedRun,
  n: number,
  collection: CollectionInfo,
  layers: readonly LayerValues[],
  ranks: readonly number[] | undefined,
): TemplatePreview {
  const problems = collectionTemplateProblems(collection, templateTraits(layers, run.oneOfOnes));
  const digits = run.digits[n - 1];
  if (!digits || n > run.count) return { name: '', description: '', problems };
  const { name, description } = exportMetadata(collection, n, layers, digits, '', run.oneOfOnes, ranks?.[n - 1]);
  return { name, description, problems };
}
