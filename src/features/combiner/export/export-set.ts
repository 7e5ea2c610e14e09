// What an export writes, taken from the last run, the collection fields and the chosen cover image
// (the default target's layout unless a target is given).
import type { ExportSet } from '@core/export/export-set';
import { DEFAULT_LAUNCH_TARGET, type LaunchTargetId } from '@shared/launch-targets';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import type { FinishedRun } from '../run/finished-run';
import { regenerateSettings } from './regenerate-settings';
import { useExportStore } from './export-store';

export function exportSet(
  run: FinishedRun,
  baseUri: string,
  bareMetadataNames = false,
  target: LaunchTargetId = DEFAULT_LAUNCH_TARGET,
): ExportSet {
  const output = useCombinerSettings.getState();
  const { cover, launch } = useExportStore.getState();
  return {
    collection: { name: output.name, description: output.description },
    layers: run.layers,
    rows: run.digits.slice(0, run.count),
    oneOfOnes: run.oneOfOnes,
    baseUri,
    rarityMethod: output.rarityMethod,
    bareMetadataNames,
    target,
    settings: regenerateSettings(run, useTraitGroupsStore.getState().groups, output),
    ...(cover && { cover }),
    launch,
    ...(run.results.animation && { animated: true }),
  };
}
