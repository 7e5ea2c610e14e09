// The weight table against the combiner's layers: written from them, and read back onto them by layer
// name and file name. The table is the truth for the layers it names: their order, each image's value,
// weight and place, and their None (a named layer without a None row loses its None).
import { weightOf } from '../../../engine/generator';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { NONE_ROW_VALUE, type WeightRow } from './weight-table';

export function weightRows(): WeightRow[] {
  const settings = useGeneratorSettings.getState();
  return useTraitGroupsStore.getState().groups.flatMap((g) => {
    const rows = g.files.map((f) => ({
      layer: g.name,
      value: g.traitValues[f.name] ?? '',
      weight: weightOf(settings, f.id),
      file: f.name,
    }));
    const none = settings.none[String(g.id)];
    return none === undefined ? rows : [...rows, { layer: g.name, value: NONE_ROW_VALUE, weight: none, file: '' }];
  });
}

const rank = (names: readonly string[], name: string) => {
  const at = names.indexOf(name);
  return at < 0 ? names.length : at;
};

/** Applies what matches; returns the rows that name a layer or a file the combiner does not have. */
export function applyWeightTable(rows: readonly WeightRow[]): string[] {
  const { groups } = useTraitGroupsStore.getState();
  const settings = useGeneratorSettings.getState();
  const weights = { ...settings.weights };
  const none = { ...settings.none };
  const missing: string[] = [];
  const layerNames = [...new Set(rows.map((r) => r.layer))];
  const byName = new Map(groups.map((g) => [g.name, g]));
  const changed = new Map<number, TraitGroup>();
  for (const layer of layerNames) {
    const group = byName.get(layer);
    const layerRows = rows.filter((r) => r.layer === layer);
    if (!group) {
      missing.push(`${layer} (no such layer)`);
      continue;
    }
    delete none[String(group.id)];
    const traitValues = { ...group.traitValues };
    for (const row of layerRows) {
      const file = group.files.find((f) => f.name === row.file);
      if (row.file === '' && row.value === NONE_ROW_VALUE) none[String(group.id)] = row.weight;
      else if (!file) missing.push(`${layer}/${row.file} (no such image)`);
      else {
        traitValues[file.name] = row.value;
        weights[file.id] = row.weight;
      }
    }
    const fileOrder = layerRows.map((r) => r.file);
    const files = [...group.files].sort((a, b) => rank(fileOrder, a.name) - rank(fileOrder, b.name));
    changed.set(group.id, { ...group, files, traitValues });
  }
  const ordered = groups.map((g) => changed.get(g.id) ?? g).sort((a, b) => rank(layerNames, a.name) - rank(layerNames, b.name));
  useTraitGroupsStore.setState({ groups: ordered });
  useGeneratorSettings.setState({ weights, none });
  return missing;
}
