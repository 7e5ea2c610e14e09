// The pre-flight report of the last run for the chosen target: the files the export would write (made
// here, nothing written) and the collection and launch settings, every failure listed at once.
import { preflight, type PreflightReport } from '@core/export/targets/preflight';
import { targetLayout } from '@core/export/targets/target-layout';
import { finishedRun } from '../run/finished-run';
import { useExportStore } from './export-store';
import { exportSet } from './export-set';

export function runPreflight(): PreflightReport | null {
  const run = finishedRun();
  if (!run) return null;
  const { baseUri, bareMetadataNames, target, launch, cover } = useExportStore.getState();
  const set = exportSet(run, baseUri, bareMetadataNames, target);
  const layout = targetLayout(
    set,
    Array.from({ length: run.count }, (_, i) => i + 1),
  );
  return preflight({
    target,
    collection: set.collection,
    layers: set.layers,
    ...(set.oneOfOnes && { oneOfOnes: set.oneOfOnes }),
    tokens: run.count,
    files: [...layout.images, ...layout.texts, ...layout.given.map(({ path }) => ({ path }))],
    settings: launch,
    hasCover: cover !== null,
  });
}
