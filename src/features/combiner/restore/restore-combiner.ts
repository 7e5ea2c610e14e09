// After a reload: every stored image is read back and decoded (in a worker); missing or broken ones leave
// their group with the spec's warnings, the rest are kept for the rows to show (stores/layer-previews.ts).
// The last run's results come back too.
import { notify } from '@/components/ui/notification-store';
import { getImages } from '../stores/image-db';
import { decodableInWorker } from '@/engine/engine';
import { RESTORE_CHUNK_IMAGES } from '@/config/constants';
import { discardImages } from '../stores/discard-images';
import { addPreviews } from '../stores/layer-previews';
import { partFiles } from '../stores/value-parts';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { restoreRun } from '../run/record-keeping';
import { dropStaleRules } from '../stores/follow-rule-values';
import { findInterruptedRun } from '../run/resume-run';
import { checkOneOfOnes } from '../one-of-ones/check-one-of-ones';
import { forgetSend, keepSendSaved, restoreSend } from '../send/saved-send';
import { useRunStore } from '../run/run-store';

/** Every stored image read and checked a chunk at a time, one transaction each: the main thread handles a
 * chunk's answers between other work, never a whole 600-image collection's in one task. */
async function checkStored(ids: readonly string[]): Promise<Array<readonly [string, Blob | null]>> {
  const checked: Array<readonly [string, Blob | null]> = [];
  for (let from = 0; from < ids.length; from += RESTORE_CHUNK_IMAGES) {
    const chunk = ids.slice(from, from + RESTORE_CHUNK_IMAGES);
    const images = await getImages(chunk).catch(() => chunk.map(() => undefined));
    const previews = images.map((image) => image?.preview ?? null);
    // A worker that cannot answer says nothing about the images: they stay (deleting them would lose the
    // artist's work; a broken one still fails its run with a message).
    const decodes = await decodableInWorker(previews).catch(() => previews.map(() => true));
    chunk.forEach((id, i) => checked.push([id, decodes[i] ? previews[i]! : null]));
  }
  return checked;
}

/** `start` once per page: later calls get its first promise. */
function oncePerPage(start: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | null = null;
  return () => (started ??= start());
}

/** Once per page: a second mount of the combiner finds the layers and the run restored (or being restored). */
export const restoreCombiner = oncePerPage(restore);

async function restore(): Promise<void> {
  const before = useTraitGroupsStore.getState().groups;
  const files = before.flatMap((g) => [...g.files, ...partFiles(g)]);
  const previews = new Map<string, Blob>();
  const removed = new Set<string>();
  for (const [id, preview] of await checkStored(files.map((f) => f.id))) {
    if (preview) previews.set(id, preview);
    else removed.add(id);
  }
  addPreviews(previews);
  const store = useTraitGroupsStore.getState();
  if (removed.size) {
    store.removeFiles(removed);
    await discardImages(files.filter((f) => removed.has(f.id)));
    notify(
      'warning',
      'Some files were removed due to expired URLs. Please re-upload the images. For privacy reasons, we do not store any image data on our servers.',
    );
    notify('warning', 'Some uploaded files are no longer available. Please re-upload the missing images.');
  }
  // Rules stored with the groups must still name existing values (validated on load like the groups).
  dropStaleRules(useTraitGroupsStore.getState().groups, before);
  await checkOneOfOnes();
  const run = await restoreRun().catch(() => null);
  if (!run) await findInterruptedRun();
  // A send of that run cut by a reload comes back stopped, to resume; without the run it is dropped.
  if (run) restoreSend(useRunStore.getState().runId, run.count);
  else forgetSend();
  keepSendSaved();
}
