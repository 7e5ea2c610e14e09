// "Use the nearest feasible counts": the counts are kept beside the weights (which stay as typed) and
// replace the weights' shares while the collection size stays the same, until the artist clears them.
// With templates each refused template's counts are kept under its id (a layer shared by templates is
// counted apart in each), beside the counts accepted earlier for the others.
import type { AcceptedCounts, CountsSetting, LayerCounts } from '@core/protocol';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { usableGroups } from './layer-sources';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { hasTemplates, templateGroups } from '@core/plan/tree-input';

/** The counts of `layers` (one per group, "None" last where it has one) by file and group id. */
function byIds(groups: readonly TraitGroup[], layers: readonly LayerCounts[]): AcceptedCounts {
  const counted: AcceptedCounts = { values: {}, none: {} };
  groups.forEach((group, l) => {
    const counts = layers[l]?.values ?? [];
    group.files.forEach((file, v) => (counted.values[file.id] = counts[v]?.count ?? 0));
    if (counts.length > group.files.length) counted.none[String(group.id)] = counts[group.files.length]!.count;
  });
  return counted;
}

export function applyNearestCounts(nearest: readonly LayerCounts[]): void {
  const { counts: before, setCounts } = useGeneratorSettings.getState();
  setCounts(acceptedOf(nearest, before));
}

/** A refusal's nearest counts as accepted counts (beside `before`'s of other templates of the same size). */
export function acceptedOf(nearest: readonly LayerCounts[], before: CountsSetting | null | undefined): CountsSetting {
  const groups = usableGroups(useTraitGroupsStore.getState().groups);
  const tokens = nearest[0]?.values.reduce((sum, v) => sum + v.count, 0) ?? 0;
  const setting = templatesSettingOf(useTemplatesStore.getState());
  if (!hasTemplates(setting)) return { tokens, ...byIds(groups, nearest) };
  // nearest[0] is the Type split (the weights' own shares); the refused templates' layers follow.
  const own = templateGroups(groups, setting);
  const refused = setting.templates.flatMap((t, k) => {
    const layers = nearest.filter((c) => c.template === k);
    return layers.length ? [[String(t.id), byIds(own[k]!, layers)] as const] : [];
  });
  const kept = before?.tokens === tokens ? before.templates : undefined;
  return { tokens, values: {}, none: {}, templates: { ...kept, ...Object.fromEntries(refused) } };
}

export const clearAcceptedCounts = () => useGeneratorSettings.getState().setCounts(null);
