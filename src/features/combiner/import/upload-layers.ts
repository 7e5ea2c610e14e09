// Adds uploads to a trait group: images only, each decoded and scaled in a worker, the bytes of the whole
// upload (originals and working copies) into IndexedDB in one transaction, then the working copies for the
// rows to show (layer-previews.ts) and the group's entries.
import { LAYER_MAX_PX, LAYER_QUALITY } from '@/config/constants';
import { prepareLayerInWorker } from '@/engine/engine';
import { notify } from '@/components/ui/notification-store';
import { putImage, putImages, type StoredImage } from '../stores/image-db';
import { addPreviews } from '../stores/layer-previews';
import { useTraitGroupsStore, type TraitFile } from '../stores/trait-groups-store';
import { layerUploadMessages, type RefusedFile } from '../combiner-messages';

export const isImageFile = (file: File) => file.type.startsWith('image/');

/** An upload's image made ready in a worker, stored with the others of its batch. */
async function prepare(groupId: number, file: File): Promise<{ entry: TraitFile; stored: StoredImage } | null> {
  try {
    const { preview, width, height, animation } = await prepareLayerInWorker(file, LAYER_MAX_PX, LAYER_QUALITY);
    const id = `${groupId}-${crypto.randomUUID()}`;
    const entry = { id, name: file.name, width, height, ...(animation && { animation }) };
    return { entry, stored: { original: file, preview } };
  } catch (error) {
    console.warn(`Could not add ${file.name}`, error);
    return null;
  }
}

/** One image (a value's part): made ready in a worker and stored. */
export async function storeLayer(groupId: number, file: File): Promise<TraitFile | null> {
  const ready = await prepare(groupId, file);
  if (!ready) return null;
  try {
    await putImage(ready.entry.id, ready.stored);
    addPreviews([[ready.entry.id, ready.stored.preview]]);
    return ready.entry;
  } catch (error) {
    console.warn(`Could not store ${file.name}`, error);
    return null;
  }
}

/** Resolves with how many images were added. */
export async function uploadLayerImages(
  groupId: number,
  files: File[],
  onProgress: (done: number, total: number) => void,
  /** Files refused before the upload (a frames folder whose frames could not be joined), said with the others. */
  refusedBefore: readonly RefusedFile[] = [],
): Promise<number> {
  const group = useTraitGroupsStore.getState().groups.find((g) => g.id === groupId);
  if (!group) return 0;
  const refused: RefusedFile[] = [...refusedBefore];
  const wanted = files.filter((f) => {
    if (!isImageFile(f)) refused.push({ name: f.name, reason: 'not an image' });
    else if (group.files.some((existing) => existing.name === f.name)) refused.push({ name: f.name, reason: 'already in this layer' });
    else return true;
    return false;
  });
  let done = 0;
  onProgress(done, wanted.length);
  const prepared = await Promise.all(
    wanted.map(async (file) => {
      const ready = await prepare(groupId, file);
      onProgress(++done, wanted.length);
      return ready;
    }),
  );
  // One transaction for the upload's images: their bytes are all stored before the layer lists them.
  const ok = prepared.filter((p) => p !== null);
  try {
    await putImages(ok.map((p) => [p.entry.id, p.stored] as const));
    addPreviews(ok.map((p) => [p.entry.id, p.stored.preview] as const));
  } catch (error) {
    console.warn('Could not store the images', error);
    prepared.fill(null);
  }
  const stored = prepared.map((p) => p?.entry ?? null);
  const added = stored.filter((entry): entry is TraitFile => entry !== null);
  stored.forEach((entry, i) => entry === null && refused.push({ name: wanted[i]!.name, reason: 'could not be read' }));
  useTraitGroupsStore.getState().addFiles(groupId, added);
  const messages = layerUploadMessages(group.name, added.length, refused);
  if (messages.added) notify('success', messages.added);
  if (messages.refused) notify(added.length > 0 ? 'warning' : 'error', messages.refused);
  return added.length;
}
