// One token of the finished run as the export would write its name and description, with the templates
// as typed now (what the template fields preview before anything is exported). The run's ranks are
// computed once per run and method, not at each keystroke.
import { exportMetadata } from '@core/export/export-metadata';
import { setRarity } from '@core/export/rarity-report';
import { usesRank } from '@core/metadata/template-render';
import { collectionTemplateProblems, templateTraits } from '@core/metadata/metadata-problems';
import type { RarityMethod } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';
import type { TraitGroup } from '../stores/trait-groups-store';
import { metadataCollection } from './metadata-collection';
import { typedLayers } from './typed-layers';

export interface TemplatePreview {
  name: string;
  description: string;
  /** The templates' problems (what the pre-flight also lists). */
  problems: string[];
}

const ranks = new WeakMap<FinishedRun, Partial<Record<RarityMethod, number[]>>>();

function rankOf(run: FinishedRun, method: RarityMethod, n: number): number | undefined {
  const own = ranks.get(run) ?? {};
  own[method] ??= setRarity(run.layers, run.digits.slice(0, run.count), run.oneOfOnes)[method].rank;
  ranks.set(run, own);
  return own[method][n - 1];
}

export function templatePreview(run: FinishedRun, n: number, groups: readonly TraitGroup[], method: RarityMethod): TemplatePreview {
  const collection = metadataCollection();
  const layers = typedLayers(run.layers, groups);
  const problems = collectionTemplateProblems(collection, templateTraits(layers, run.oneOfOnes));
  const digits = run.digits[n - 1];
  if (!digits || n > run.count) return { name: '', description: '', problems };
  const rank = usesRank(collection) ? rankOf(run, method, n) : undefined;
  const { name, description } = exportMetadata(collection, n, layers, digits, '', run.oneOfOnes, rank);
  return { name, description, problems };
}
