// "Use the nearest feasible counts": the counts are kept beside the weights (which stay as typed) and
// replace the weights' shares while the collection size stays the same, until the artist clears them.
import type { LayerCounts } from '../../../../workers/protocol';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { usableGroups } from '../run/layer-sources';

export function applyNearestCounts(nearest: readonly LayerCounts[]): void {
  const values: Record<string, number> = {};
  const none: Record<string, number> = {};
  usableGroups(useTraitGroupsStore.getState().groups).forEach((group, l) => {
    const counts = nearest[l]?.values ?? [];
    group.files.forEach((file, v) => (values[file.id] = counts[v]?.count ?? 0));
    if (counts.length > group.files.length) none[String(group.id)] = counts[group.files.length]!.count;
  });
  const tokens = nearest[0]?.values.reduce((sum, v) => sum + v.count, 0) ?? 0;
  useGeneratorSettings.getState().setCounts({ tokens, values, none });
}

export const clearAcceptedCounts = () => useGeneratorSettings.getState().setCounts(null);
