// What an export writes, taken from the last run, the collection fields and the chosen cover image
// (the default target's layout unless a target is given).
import type { ExportSet } from '@core/export/export-set';
import { DEFAULT_LAUNCH_TARGET, type LaunchTargetId } from '@shared/launch-targets';
import { indexAnimationFormat } from '@/engine/result-index';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import type { FinishedRun } from '../run/finished-run';
import { regenerateSettings } from './regenerate-settings';
import { useExportStore } from './export-store';
import { exportLayers } from '../metadata/typed-layers';
import { useValueNames } from '../metadata/value-names-store';
import { metadataCollection } from '../metadata/metadata-collection';

export function exportSet(
  run: FinishedRun,
  baseUri: string,
  bareMetadataNames = false,
  target: LaunchTargetId = DEFAULT_LAUNCH_TARGET,
): ExportSet {
  const output = useCombinerSettings.getState();
  const { cover, launch } = useExportStore.getState();
  const { groups } = useTraitGroupsStore.getState();
  return {
    collection: metadataCollection(),
    layers: exportLayers(run.layers, groups),
    rows: run.digits.slice(0, run.count),
    oneOfOnes: run.oneOfOnes,
    baseUri,
    rarityMethod: output.rarityMethod,
    bareMetadataNames,
    target,
    settings: { ...regenerateSettings(run, groups, output), ...valueNamesSetting() },
    ...(cover && { cover }),
    launch,
    ...animationOf(run),
  };
}

/** The run's animation format, read from what its index stores (nothing for a still run). */
function animationOf(run: FinishedRun) {
  const animation = indexAnimationFormat(run.results);
  return animation ? { animation } : {};
}

/** traitforge.json's `valueNames`: the renames and merges written, by layer and value (absent when none). */
function valueNamesSetting() {
  const { names } = useValueNames.getState();
  return Object.keys(names).length ? { valueNames: names } : {};
}
