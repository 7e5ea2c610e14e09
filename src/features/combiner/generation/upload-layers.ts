// Adds uploads to a trait group: images only, each decoded and scaled in a worker, bytes (original and
// working copy) into IndexedDB, then the group entry with a fresh blob URL of the working copy.
import { LAYER_MAX_PX, LAYER_QUALITY } from '@/config/constants';
import { prepareLayerInWorker } from '@/engine/engine';
import { notify } from '@/components/ui/notification-store';
import { putImage } from '../stores/image-db';
import { useTraitGroupsStore, type TraitFile } from '../stores/trait-groups-store';
import { layerUploadMessages, type RefusedFile } from '../combiner-messages';

export const isImageFile = (file: File) => file.type.startsWith('image/');

export async function storeLayer(groupId: number, file: File): Promise<TraitFile | null> {
  try {
    const { preview, width, height } = await prepareLayerInWorker(file, LAYER_MAX_PX, LAYER_QUALITY);
    const id = `${groupId}-${crypto.randomUUID()}`;
    await putImage(id, { original: file, preview });
    return { id, name: file.name, url: URL.createObjectURL(preview), width, height };
  } catch (error) {
    console.warn(`Could not add ${file.name}`, error);
    return null;
  }
}

/** Resolves with how many images were added. */
export async function uploadLayerImages(
  groupId: number,
  files: File[],
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const group = useTraitGroupsStore.getState().groups.find((g) => g.id === groupId);
  if (!group) return 0;
  const refused: RefusedFile[] = [];
  const wanted = files.filter((f) => {
    if (!isImageFile(f)) refused.push({ name: f.name, reason: 'not an image' });
    else if (group.files.some((existing) => existing.name === f.name)) refused.push({ name: f.name, reason: 'already in this layer' });
    else return true;
    return false;
  });
  let done = 0;
  onProgress(done, wanted.length);
  const stored = await Promise.all(
    wanted.map(async (file) => {
      const entry = await storeLayer(groupId, file);
      onProgress(++done, wanted.length);
      return entry;
    }),
  );
  const added = stored.filter((entry): entry is TraitFile => entry !== null);
  stored.forEach((entry, i) => entry === null && refused.push({ name: wanted[i]!.name, reason: 'could not be read' }));
  useTraitGroupsStore.getState().addFiles(groupId, added);
  const messages = layerUploadMessages(group.name, added.length, refused);
  if (messages.added) notify('success', messages.added);
  if (messages.refused) notify(added.length > 0 ? 'warning' : 'error', messages.refused);
  return added.length;
}
