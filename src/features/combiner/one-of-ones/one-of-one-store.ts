// Adding and removing one-of-ones: the image is stored like a layer image (the upload and its working
// copy in IndexedDB, checked by decoding it in a worker), the name and attributes in the generator
// settings, which persist them with the trait groups.
import { LAYER_MAX_PX, LAYER_QUALITY } from '@/config/constants';
import { prepareLayerInWorker } from '@/engine/engine';
import type { OneOfOneAttribute } from '@core/protocol';
import { deleteImage, putImage } from '../stores/image-db';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { isNumericType } from '@core/metadata/trait-types';
import { ownNotNumber } from '@core/metadata/typed-values';
import { parseTraitNumber } from '@core/metadata/trait-number';

export interface OneOfOneDraft {
  file: File | null;
  name: string;
  attributes: OneOfOneAttribute[];
}

/** What is wrong with a draft, or null when it can be added. Blank attribute rows are ignored. An
 * attribute's own type is for a trait no layer has (`layerNames`): a layer's card types its own. */
export function draftProblem(draft: OneOfOneDraft, layerNames: readonly string[] = []): string | null {
  if (!draft.file) return 'Choose an image for the one-of-one.';
  if (!draft.file.type.startsWith('image/')) return `${draft.file.name} is not an image.`;
  if (!draft.name.trim()) return 'Give the one-of-one a name.';
  const filled = draft.attributes.filter((a) => a.trait_type.trim() || a.value.trim());
  if (filled.some((a) => !a.trait_type.trim() || !a.value.trim())) return 'Each attribute needs a trait type and a value.';
  const types = filled.map((a) => a.trait_type.trim());
  if (new Set(types).size !== types.length) return 'Each trait type can appear once.';
  for (const a of filled) {
    if (!isNumericType(a.traitType)) continue;
    const trait = a.trait_type.trim();
    if (layerNames.includes(trait)) return `${trait} is a layer: its type is set on the layer's card ("Trait type").`;
    // The pre-flight's own wording (core/metadata/typed-values.ts), said as the one-of-one is added.
    if (parseTraitNumber(a.traitType, a.value) === null) return ownNotNumber(trait, a.traitType, a.value.trim());
  }
  return null;
}

/** Resolves with an error message, or null once the one-of-one is added. */
export async function addOneOfOne(draft: OneOfOneDraft): Promise<string | null> {
  const problem = draftProblem(
    draft,
    useTraitGroupsStore.getState().groups.map((g) => g.name.trim()),
  );
  if (problem) return problem;
  const file = draft.file!;
  let prepared: Awaited<ReturnType<typeof prepareLayerInWorker>>;
  try {
    prepared = await prepareLayerInWorker(file, LAYER_MAX_PX, LAYER_QUALITY);
  } catch {
    return `${file.name} could not be read as an image.`;
  }
  const id = `one-of-one-${crypto.randomUUID()}`;
  const { preview, width, height } = prepared;
  await putImage(id, { original: file, preview });
  const attributes = draft.attributes
    .filter((a) => a.trait_type.trim() && a.value.trim())
    .map((a) => ({
      trait_type: a.trait_type.trim(),
      value: a.value.trim(),
      ...(isNumericType(a.traitType) && { traitType: a.traitType }),
    }));
  useGeneratorSettings.getState().addOneOfOne({ id, name: draft.name.trim(), attributes, width, height });
  return null;
}

export async function removeOneOfOne(id: string): Promise<void> {
  useGeneratorSettings.getState().removeOneOfOne(id);
  await deleteImage(id).catch(() => undefined);
}
