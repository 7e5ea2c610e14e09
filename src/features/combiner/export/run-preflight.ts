// The pre-flight report of the last run for the chosen target: the files the export would write (made
// here, nothing written) and the collection and launch settings, every failure listed at once.
import { preflight, type PreflightReport } from '@core/export/targets/preflight';
import { targetLayout } from '@core/export/targets/target-layout';
import { finishedRun } from '../run/finished-run';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useExportStore } from './export-store';
import { stargazeSet } from './stargaze-set';

export function runPreflight(): PreflightReport | null {
  const run = finishedRun();
  if (!run) return null;
  const { baseUri, bareMetadataNames, target, launch, cover } = useExportStore.getState();
  const layout = targetLayout(
    stargazeSet(run, baseUri, bareMetadataNames, target),
    Array.from({ length: run.count }, (_, i) => i + 1),
  );
  const { name, description } = useCombinerSettings.getState();
  return preflight({
    target,
    collection: { name, description },
    tokens: run.count,
    files: [...layout.images, ...layout.texts, ...layout.given.map(({ path }) => ({ path }))],
    settings: launch,
    hasCover: cover !== null,
  });
}
