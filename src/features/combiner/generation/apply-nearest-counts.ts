// "Use the nearest feasible counts": weights equal to the counts give exactly those counts.
import type { LayerCounts } from '../../../../workers/protocol';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { usableGroups } from './layer-sources';

export function applyNearestCounts(nearest: readonly LayerCounts[]): void {
  const settings = useGeneratorSettings.getState();
  usableGroups(useTraitGroupsStore.getState().groups).forEach((group, l) => {
    const counts = nearest[l]?.values;
    if (!counts) return;
    group.files.forEach((file, v) => settings.setWeight(file.id, counts[v]?.count ?? 0));
    if (counts.length > group.files.length && settings.none[String(group.id)] !== undefined)
      settings.setNone(group.id, counts[group.files.length]!.count);
  });
}
