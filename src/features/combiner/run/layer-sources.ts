// The layers of a run as the engine takes them: groups with images, bottom card first (with templates,
// each template's layers in its order, then its Type), with their bytes
// read back from IndexedDB (null when any image is gone). One-of-ones are one more layer on top, drawn
// alone on their tokens, so they follow the layers' size rules (core/export/one-of-ones.ts).
import type { LayerValues } from '@core/protocol';
import type { OneOfOneSetting } from '@core/protocol';
import { getImage } from '../stores/image-db';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import type { RunImages, RunRecord } from './run-record';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { hasTemplates, templateGroups } from '@core/plan/tree-input';
import { TYPE_TRAIT } from '@core/plan/tree-types';

export const usableGroups = (groups: readonly TraitGroup[]) => groups.filter((g) => g.files.length > 0);

const plainLayer = (g: TraitGroup) => ({
  layer: { name: g.name, values: g.files.map((f) => g.traitValues[f.name] ?? ''), ...(g.noneValue && { noneValue: true }) } as LayerValues,
  fileIds: g.files.map((f) => f.id),
});

/** The groups of the run's layers with the template each is drawn in: the groups with images, or with
 * templates each template's in its order, then null for Type (core/plan/tree-input.ts plans the same list). */
export function runGroups(groups: readonly TraitGroup[]): Array<{ group: TraitGroup; template: number } | null> {
  const setting = templatesSettingOf(useTemplatesStore.getState());
  if (!hasTemplates(setting)) return usableGroups(groups).map((group) => ({ group, template: 0 }));
  const slots = templateGroups(groups, setting).flatMap((own, template) => own.map((group) => ({ group, template })));
  return setting.typeTrait ? [...slots, null] : slots;
}

function runLayers(groups: readonly TraitGroup[]): Array<{ layer: LayerValues; fileIds: string[] }> {
  const names = templatesSettingOf(useTemplatesStore.getState()).templates.map((t) => t.name);
  return runGroups(groups).map((e) => (e ? plainLayer(e.group) : { layer: { name: TYPE_TRAIT, values: names }, fileIds: [] }));
}

export const layerValues = (groups: readonly TraitGroup[]): LayerValues[] => runLayers(groups).map((r) => r.layer);

/** Image ids of each layer of a run, bottom first, the one-of-ones last when there are any. */
export const runFileIds = (groups: readonly TraitGroup[], oneOfOnes: readonly OneOfOneSetting[] = []) => {
  const ids = runLayers(groups).map((r) => r.fileIds);
  return oneOfOnes.length ? [...ids, oneOfOnes.map((o) => o.id)] : ids;
};

/** Renders from the stored working copies (`fromPreviews`, fine at 250 px) or from the originals. */
export const layerBlobs = (groups: readonly TraitGroup[], fromPreviews: boolean, oneOfOnes: readonly OneOfOneSetting[] = []) =>
  storedBlobs(runFileIds(groups, oneOfOnes), fromPreviews);

/** The bytes of images by id, as layerBlobs reads them; null when any is gone. */
export async function storedBlobs(ids: readonly (readonly string[])[], fromPreviews: boolean): Promise<Blob[][] | null> {
  const layers = await Promise.all(ids.map((layer) => Promise.all(layer.map((id) => getImage(id).catch(() => undefined)))));
  if (layers.some((layer) => layer.some((image) => !image))) return null;
  return layers.map((layer) => layer.map((image) => (fromPreviews ? image!.preview : image!.original)));
}

/** The very layers and parts a run was drawn with, read back to make more of its images (a resume, an
 * edit); null when the layers changed since or an image is gone. */
export async function recordImages(record: RunRecord): Promise<RunImages | null> {
  const { groups } = useTraitGroupsStore.getState();
  if (!record.resume || JSON.stringify(runFileIds(groups, record.oneOfOnes)) !== JSON.stringify(record.resume.fileIds)) return null;
  const { fromPreviews, partIds = [] } = record.resume;
  const layers = await layerBlobs(groups, fromPreviews, record.oneOfOnes);
  // The parts drawn are the recorded ones (the record's drawing counts them), as long as their bytes are kept.
  const parts = layers && (await storedBlobs(partIds, fromPreviews));
  return layers && parts ? { layers, parts } : null;
}

/** Every combination of the layers' images (0 without layers): what the credit notice compares with. */
export const possibleCombinations = (groups: readonly TraitGroup[]) => {
  const usable = usableGroups(groups);
  return usable.length ? usable.reduce((product, g) => product * g.files.length, 1) : 0;
};
