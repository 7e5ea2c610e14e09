// Imports a layer tree in one step: a layer per folder (appended after the combiner's layers), each
// image stored as an upload is (a numbered-frames value as one APNG, frames-value.ts), its value and weight from its file name; then the weight table found
// beside the folders, if any, applied over them. A tree in branches (template-tree.ts) also gives the
// templates.
import { notify } from '@/components/ui/notification-store';
import { storeLayer } from './upload-layers';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitFile, type TraitGroup } from '../stores/trait-groups-store';
import { applyWeightTable } from './apply-weight-table';
import type { TreeFile } from './layer-tree';
import { readTemplateTree } from './template-tree';
import { importedTemplates } from './imported-templates';
import { parseWeightTable } from './weight-table';
import { valueFile } from './frames-value';

export const NO_LAYER_FOLDERS = 'No layer folders found: drop a layers/ folder holding one folder of images per layer.';

const listed = (items: string[]) => items.join(', ');

/** Reads the table file and applies it; says what did not match or why it could not be read. */
export async function importWeightTable(file: File): Promise<boolean> {
  const parsed = parseWeightTable(await file.text());
  if ('problem' in parsed) return (notify('error', parsed.problem), false);
  const missing = applyWeightTable(parsed.rows);
  if (missing.length) notify('warning', `Weight table rows not applied: ${listed(missing)}.`);
  else notify('success', `Weight table applied: ${parsed.rows.length} rows.`);
  return true;
}

export async function importLayerTree(files: TreeFile[], onProgress: (done: number, total: number) => void): Promise<void> {
  const tree = readTemplateTree(files);
  const existing = useTraitGroupsStore.getState().groups;
  const taken = new Set(existing.map((g) => g.name));
  const skipped = [...tree.skipped, ...tree.layers.filter((l) => taken.has(l.name)).map((l) => `${l.name}/ (a layer of that name exists)`)];
  // Within a tree in branches two layers may share a name (each template's own Head).
  const layers = tree.layers.filter((l) => !taken.has(l.name));
  if (!layers.length) return void notify('error', skipped.length ? `Nothing imported: ${listed(skipped)}.` : NO_LAYER_FOLDERS);
  const total = layers.reduce((n, l) => n + l.images.length, 0);
  let done = 0;
  onProgress(done, total);
  let nextId = Math.max(Date.now(), ...existing.map((g) => g.id + 1));
  const weights: Record<string, number> = {};
  const groups: TraitGroup[] = [];
  const groupOf = new Map<(typeof layers)[number], TraitGroup>();
  for (const layer of layers) {
    const id = nextId++;
    const stored = await Promise.all(
      layer.images.map(async (image) => {
        const file = await valueFile(image);
        const entry = file && (await storeLayer(id, file));
        onProgress(++done, total);
        if (!file) skipped.push(`${layer.name}/${image.value}/ (a frame could not be read)`);
        else if (!entry) skipped.push(`${layer.name}/${image.name} (could not be read)`);
        return entry && { entry, image };
      }),
    );
    const kept = stored.filter((s): s is { entry: TraitFile; image: (typeof layer.images)[number] } => s !== null);
    for (const { entry, image } of kept) weights[entry.id] = image.weight;
    const traitValues = Object.fromEntries(kept.map(({ entry, image }) => [entry.name, image.value]));
    groups.push({ id, name: layer.name, files: kept.map((k) => k.entry), traitValues });
    groupOf.set(layer, groups.at(-1)!);
  }
  useTraitGroupsStore.setState((s) => ({ groups: [...s.groups, ...groups] }));
  useGeneratorSettings.setState((s) => ({ weights: { ...s.weights, ...weights } }));
  if (tree.templates.length > 1) importedTemplates(tree, groupOf);
  notify(
    'success',
    `Imported ${groups.length} layers${tree.templates.length > 1 ? ` in ${tree.templates.length} templates` : ''} and ${done} images.`,
  );
  if (skipped.length) notify('warning', `Not imported: ${listed(skipped)}.`);
  if (tree.table) await importWeightTable(tree.table);
}
