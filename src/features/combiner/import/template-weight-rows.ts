// The weight table of a collection in templates: each template's layers in its draw order (a shared
// layer's rows once per template, the same weights), after a Type row with the template's own weight.
// Read back, a row's template and layer name find its layer, so two templates may each have a "Head".
import { TYPE_TRAIT } from '@core/plan/tree-types';
import type { TemplatesSetting } from '@core/protocol';
import type { TraitGroup } from '../stores/trait-groups-store';
import type { WeightRow } from './weight-table';

export function templateWeightRows(
  setting: TemplatesSetting,
  groups: readonly TraitGroup[],
  layerRows: (g: TraitGroup) => WeightRow[],
): WeightRow[] {
  return setting.templates.flatMap((t) => [
    { template: t.name, layer: TYPE_TRAIT, value: t.name, weight: t.weight, file: '' },
    ...t.layers.flatMap((id) => groups.filter((g) => g.id === id).flatMap((g) => layerRows(g).map((r) => ({ ...r, template: t.name })))),
  ]);
}

export const isTypeRow = (row: WeightRow) => row.template !== undefined && row.layer === TYPE_TRAIT && row.file === '';

/** The layer a row is about: by template and name when it names a template, by name otherwise. */
export function rowGroup(row: WeightRow, groups: readonly TraitGroup[], setting: TemplatesSetting): TraitGroup | undefined {
  if (row.template === undefined) return groups.find((g) => g.name === row.layer);
  const layers = setting.templates.find((t) => t.name === row.template)?.layers ?? [];
  return groups.find((g) => layers.includes(g.id) && g.name === row.layer);
}
