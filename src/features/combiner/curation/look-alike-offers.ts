// When no re-roll can leave a set without look-alikes (two values alike in more tokens than the other
// traits can tell apart), the guard offers to treat the alike values as one (the first keeps their
// weights together, the others are left out) or to leave the others out, each with the counts the
// planner gives it, at the run's size or at the most the layers then allow. A choice changes the
// weights (and the size when it must): the next Generate makes the set without them.
import { planInWorker } from '@/engine/generator';
import { collectionInput } from '@core/plan/tree-input';
import { NONE_VALUE } from '@core/export/metadata';
import type { AlikeClass, GeneratorSettings, LayerCounts } from '@core/protocol';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import type { FinishedRun } from '../run/finished-run';

export interface AlikeOffer {
  label: string;
  /** "Red 4, Blue 3, Green 3 in 10 tokens", or why the planner refuses it. */
  counts: string;
  settings: GeneratorSettings;
  /** The size planned: the run's, or less when the layers then allow fewer tokens. */
  size: number;
}

export const valueName = (run: FinishedRun, layer: number, d: number) => (d < 0 ? NONE_VALUE : (run.layers[layer]!.values[d] ?? ''));

/** "Red and Red 2 (Background)". */
export const classText = (run: FinishedRun, c: AlikeClass) =>
  `${c.values.map((d) => valueName(run, c.layer, d)).join(' and ')} (${run.layers[c.layer]!.name})`;

function countsText(counts: readonly LayerCounts[], layer: string, size: number) {
  const values = counts.filter((c) => c.name === layer).flatMap((c) => c.values.map((v) => `${v.value} ${v.count}`));
  return `${values.join(', ')} in ${size} tokens`;
}

/** The planner's counts for `settings`, at `size` or the most the layers and rules then allow. */
async function plannedCounts(settings: GeneratorSettings, layer: string, size: number): Promise<{ counts: string; size: number }> {
  const groups = useTraitGroupsStore.getState().groups;
  const templates = templatesSettingOf(useTemplatesStore.getState());
  const oneOfOnes = settings.oneOfOnes.map(({ name, attributes }) => ({ name, attributes }));
  const plan = (n: number) => planInWorker(collectionInput(groups, settings, templates, n), oneOfOnes, undefined, 'preview');
  let result = await plan(size);
  if (!result.ok && result.maxSize && result.maxSize < size) {
    size = result.maxSize;
    result = await plan(size);
  }
  if (result.ok) return { counts: countsText(result.counts, layer, size), size };
  const counts = result.nearest ? `${countsText(result.nearest, layer, size)} (the nearest feasible counts)` : result.problems.join(' ');
  return { counts, size };
}

export async function alikeOffers(run: FinishedRun, c: AlikeClass): Promise<AlikeOffer[]> {
  const current = generatorSettingsOf(useGeneratorSettings.getState());
  const fileIds = run.resume?.fileIds[c.layer] ?? [];
  const group = useTraitGroupsStore.getState().groups.find((g) => g.files.some((f) => f.id === fileIds[0]));
  if (!group) return [];
  const [kept, ...dropped] = c.values;
  const weightOf = (d: number) => (d < 0 ? (current.none[String(group.id)] ?? 0) : (current.weights[fileIds[d]!] ?? 1));
  const leftOut = { ...current.weights, ...Object.fromEntries(dropped.map((d) => [fileIds[d]!, 0])) };
  const together = dropped.reduce((sum, d) => sum + weightOf(d), weightOf(kept!));
  const merged: GeneratorSettings =
    kept! < 0
      ? { ...current, weights: leftOut, none: { ...current.none, [String(group.id)]: together } }
      : { ...current, weights: { ...leftOut, [fileIds[kept!]!]: together } };
  const excluded: GeneratorSettings = { ...current, weights: leftOut };
  const names = dropped.map((d) => valueName(run, c.layer, d)).join(' and ');
  const layer = run.layers[c.layer]!.name;
  const offers = [
    { label: `Treat ${classText(run, c)} as one value: ${valueName(run, c.layer, kept!)} takes the weight of ${names}`, settings: merged },
    { label: `Leave out ${names} (${layer})`, settings: excluded },
  ];
  // One after the other: a newer request of the same kind ends the older one's worker.
  const counted: AlikeOffer[] = [];
  for (const offer of offers) counted.push({ ...offer, ...(await plannedCounts(offer.settings, layer, run.count)) });
  return counted;
}

/** Makes `offer`'s weights (and size, when the layers then allow fewer tokens) the generator's settings. */
export function takeOffer(offer: AlikeOffer, run: FinishedRun): void {
  const { weights, none } = offer.settings;
  useGeneratorSettings.setState({ weights, none, ...(offer.size < run.count ? { size: offer.size } : {}) });
}
