// From the combiner's trait groups, generator settings and templates to the planner's input for
// templates. The run's layers are each template's groups in its draw order (a group shared by several
// templates once per template, with the same values and weights), then Type when it is written. A value
// that chooses a template appears only in it (and fills that template's layer); "a only with b" where b's
// layer is not in a template keeps a out of that template.
import { countsOf, oneOfOneDigits, planInput, planLayers, planRules, traitRef, weightOf } from './from-settings.ts';
import { TYPE_TRAIT, type PlanTemplate, type TemplatesSetting } from './tree-types.ts';
import type { GeneratorSettings, OneOfOneAttribute, PlanGroup, PlanInput, PlanLayer } from './types.ts';

/** The groups of each template, bottom first (groups without images are no layers). */
export function templateGroups<G extends PlanGroup>(groups: readonly G[], setting: TemplatesSetting): G[][] {
  return setting.templates.map((t) => t.layers.flatMap((id) => groups.filter((g) => g.id === id && g.files.length > 0)));
}

export const hasTemplates = (setting: TemplatesSetting | undefined): setting is TemplatesSetting => (setting?.templates.length ?? 0) > 1;

/** The template a value leads to, by trait file id. */
const leadsTo = (setting: TemplatesSetting) => new Map(setting.templates.flatMap((t, k) => (t.chosenBy ? [[t.chosenBy, k] as const] : [])));

function templateLayer(
  group: PlanGroup,
  layer: PlanLayer,
  k: number,
  setting: TemplatesSetting,
  kept: (fileId: string) => boolean,
): PlanLayer {
  const leads = leadsTo(setting);
  const chosen = setting.templates[k]!.chosenBy;
  const choosing = chosen !== undefined && group.files.some((f) => f.id === chosen);
  const weights = group.files.map((f, v) => {
    const lead = leads.get(f.id);
    if (choosing) return lead === k ? layer.weights[v]! : 0;
    return (lead !== undefined && lead !== k) || !kept(f.id) ? 0 : layer.weights[v]!;
  });
  return { ...layer, weights, noneWeight: choosing ? null : layer.noneWeight };
}

/** Values an "only with" (or "requires one of") keeps out of this template: their partner's layer is not in it. */
function keptOut(all: readonly PlanGroup[], groups: readonly PlanGroup[], settings: GeneratorSettings): Set<string> {
  const rules = settings.rules.filter((r) => r.kind !== 'never' && traitRef(groups, r.a) && !traitRef(groups, r.b) && traitRef(all, r.b));
  return new Set(rules.map((r) => r.a));
}

function oneOfOnesIn(layers: readonly PlanLayer[], name: string, settings: GeneratorSettings): number[][] {
  return settings.oneOfOnes.flatMap((o) => {
    const type = o.attributes.filter((a) => a.trait_type === TYPE_TRAIT);
    if (type.some((a) => a.value !== name)) return [];
    const digits = oneOfOneDigits(
      layers,
      o.attributes.filter((a): a is OneOfOneAttribute => a.trait_type !== TYPE_TRAIT),
    );
    return digits ? [digits] : [];
  });
}

/** The planner's input for the collection: with two templates or more, the tree; otherwise the layers as they are. */
export function collectionInput(
  groups: readonly PlanGroup[],
  settings: GeneratorSettings,
  setting: TemplatesSetting | undefined,
  size: number,
): PlanInput {
  if (!hasTemplates(setting)) return planInput(groups, settings, size);
  const layers: PlanLayer[] = [];
  const templates: PlanTemplate[] = templateGroups(groups, setting).map((own, k) => {
    const t = setting.templates[k]!;
    const out = keptOut(groups, own, settings);
    const mine = planLayers(own, settings).map((layer, j) => templateLayer(own[j]!, layer, k, setting, (id) => !out.has(id)));
    const first = layers.length;
    layers.push(...mine);
    const accepted = settings.counts?.tokens === size - settings.oneOfOnes.length ? settings.counts.templates?.[String(t.id)] : undefined;
    const counts = accepted && countsOf(own, mine, accepted);
    return {
      name: t.name,
      weight: t.chosenBy === undefined ? t.weight : weightOf(settings, t.chosenBy),
      layers: mine.map((_, j) => first + j),
      rules: planRules(own, settings),
      reserved: oneOfOnesIn(mine, t.name, settings),
      ...(counts && { counts }),
    };
  });
  const typeLayer = setting.typeTrait ? layers.length : undefined;
  if (typeLayer !== undefined)
    layers.push({ name: TYPE_TRAIT, values: templates.map((t) => t.name), weights: templates.map((t) => t.weight), noneWeight: null });
  return {
    layers,
    size,
    seed: settings.seed,
    order: settings.order,
    rules: [],
    oneOfOnes: settings.oneOfOnes.length,
    templates,
    ...(typeLayer !== undefined && { typeLayer }),
  };
}
