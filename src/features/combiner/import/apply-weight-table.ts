// The weight table against the combiner's layers: written from them, and read back onto them by layer
// name and file name (and template, when a row names one: template-weight-rows.ts). The table is the
// truth for the layers it names: their order, each image's value, weight and place, and their None (a
// named layer without a None row loses its None).
import { hasTemplates } from '@core/plan/tree-input';
import { weightOf } from '@core/plan/from-settings';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { isTypeRow, rowGroup, templateWeightRows } from './template-weight-rows';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { NONE_ROW_VALUE, type WeightRow } from './weight-table';
import { numberOf, numbersOf } from './weight-numbers';
import { applyMetadataNames, metadataNameOf } from './weight-metadata-names';

export function weightRows(): WeightRow[] {
  const settings = useGeneratorSettings.getState();
  const layerRows = (g: TraitGroup): WeightRow[] => {
    const rows = g.files.map((f) => ({
      layer: g.name,
      value: g.traitValues[f.name] ?? '',
      weight: weightOf(settings, f.id),
      file: f.name,
      ...numberOf(g, g.traitValues[f.name] ?? ''),
      ...metadataNameOf(g.name, g.traitValues[f.name] ?? ''),
    }));
    const none = settings.none[String(g.id)];
    return none === undefined ? rows : [...rows, { layer: g.name, value: NONE_ROW_VALUE, weight: none, file: '' }];
  };
  const { groups } = useTraitGroupsStore.getState();
  const tree = templatesSettingOf(useTemplatesStore.getState());
  const shareOf = (t: (typeof tree.templates)[number]) => (t.chosenBy === undefined ? t.weight : weightOf(settings, t.chosenBy));
  return hasTemplates(tree) ? templateWeightRows(tree, groups, layerRows, shareOf) : groups.flatMap(layerRows);
}

const rank = <T>(list: readonly T[], item: T) => {
  const at = list.indexOf(item);
  return at < 0 ? list.length : at;
};

/** Applies what matches; returns the rows that name a layer or a file the combiner does not have. */
export function applyWeightTable(rows: readonly WeightRow[]): string[] {
  const { groups } = useTraitGroupsStore.getState();
  const settings = useGeneratorSettings.getState();
  const weights = { ...settings.weights };
  const none = { ...settings.none };
  const missing: string[] = [];
  const tree = templatesSettingOf(useTemplatesStore.getState());
  for (const row of rows.filter(isTypeRow)) {
    const template = tree.templates.find((t) => t.name === row.value);
    // A template chosen by a value takes its share from that value's weight (its own row sets it too).
    if (template?.chosenBy !== undefined) weights[template.chosenBy] = row.weight;
    else if (template) useTemplatesStore.getState().updateTemplate(template.id, { weight: row.weight });
    else missing.push(`${row.value} (no such template)`);
  }
  const layerRows = rows.filter((r) => !isTypeRow(r));
  const keyOf = (r: WeightRow) => `${r.template ?? ''}\n${r.layer}`;
  const keys = [...new Set(layerRows.map(keyOf))];
  const order: number[] = [];
  const changed = new Map<number, TraitGroup>();
  for (const key of keys) {
    const mine = layerRows.filter((r) => keyOf(r) === key);
    const { layer, template } = mine[0]!;
    const group = rowGroup(mine[0]!, groups, tree);
    if (!group) {
      missing.push(`${template ? `${template}: ` : ''}${layer} (no such layer)`);
      continue;
    }
    order.push(group.id);
    delete none[String(group.id)];
    const traitValues = { ...group.traitValues };
    for (const row of mine) {
      const file = group.files.find((f) => f.name === row.file);
      if (row.file === '' && row.value === NONE_ROW_VALUE) none[String(group.id)] = row.weight;
      else if (!file) missing.push(`${layer}/${row.file} (no such image)`);
      else {
        traitValues[file.name] = row.value;
        weights[file.id] = row.weight;
      }
    }
    const traitNumbers = numbersOf(mine, group);
    const fileOrder = mine.map((r) => r.file);
    const files = [...group.files].sort((a, b) => rank(fileOrder, a.name) - rank(fileOrder, b.name));
    changed.set(group.id, { ...group, files, traitValues, ...(traitNumbers && { traitNumbers }) });
  }
  const ordered = groups.map((g) => changed.get(g.id) ?? g).sort((a, b) => rank(order, a.id) - rank(order, b.id));
  useTraitGroupsStore.setState({ groups: ordered });
  useGeneratorSettings.setState({ weights, none });
  applyMetadataNames(layerRows);
  return missing;
}
