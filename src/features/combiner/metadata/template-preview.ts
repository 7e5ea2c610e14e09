// One token of the finished run as the export would write its name and description, with the templates
// as typed now (what the template fields preview before anything is exported). The run's ranks are
// computed once per run and method, not at each keystroke.
import { exportMetadata } from '@core/export/export-metadata';
import { csvRanks } from '@core/metadata/set-ranks';
import { usesRank } from '@core/metadata/template-render';
import { collectionTemplateProblems, templateTraits } from '@core/metadata/metadata-problems';
import type { LayerValues, RarityMethod } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';
import type { TraitGroup } from '../stores/trait-groups-store';
import { metadataCollection } from './metadata-collection';
import { exportLayers } from './typed-layers';

export interface TemplatePreview {
  name: string;
  description: string;
  /** The templates' problems (what the pre-flight also lists). */
  problems: string[];
}

const ranks = new WeakMap<FinishedRun, { key: string; rank: number[] }>();

/** Token n's rank among the layers as exported (merges change it), computed again only when they change. */
function rankOf(run: FinishedRun, layers: readonly LayerValues[], method: RarityMethod, n: number): number | undefined {
  const key = `${method}\n${JSON.stringify(layers.map((l) => l.values))}`;
  let own = ranks.get(run);
  if (own?.key !== key) {
    own = { key, rank: csvRanks(layers, run.digits.slice(0, run.count), run.oneOfOnes, method) };
    ranks.set(run, own);
  }
  return own.rank[n - 1];
}

export function templatePreview(run: FinishedRun, n: number, groups: readonly TraitGroup[], method: RarityMethod): TemplatePreview {
  const collection = metadataCollection();
  const layers = exportLayers(run.layers, groups);
  const problems = collectionTemplateProblems(collection, templateTraits(layers, run.oneOfOnes));
  const digits = run.digits[n - 1];
  if (!digits || n > run.count) return { name: '', description: '', problems };
  const rank = usesRank(collection) ? rankOf(run, layers, method, n) : undefined;
  const { name, description } = exportMetadata(collection, n, layers, digits, '', run.oneOfOnes, rank);
  return { name, description, problems };
}
