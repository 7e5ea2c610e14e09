// After a reload: every stored image is read back and decoded; missing or broken ones leave their group
// with the spec's warnings, the rest get fresh blob URLs. The last run's results come back too.
import { notify } from '@/components/ui/notification-store';
import { getImage } from '../stores/image-db';
import { discardImages } from '../stores/discard-images';
import { partFiles } from '../stores/value-parts';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { restoreRun } from '../run/record-keeping';
import { dropStaleRules } from '../generation/follow-rule-values';
import { findInterruptedRun } from '../run/resume-run';
import { checkOneOfOnes } from '../one-of-ones/check-one-of-ones';
import { forgetSend, keepSendSaved, restoreSend } from '../send/saved-send';
import { setRun, useRunStore } from '../run/run-store';

async function isUsable(id: string): Promise<Blob | null> {
  try {
    const image = await getImage(id);
    if (!image) return null;
    (await createImageBitmap(image.preview)).close();
    return image.preview;
  } catch {
    return null;
  }
}

/** Once per page: a second mount of the combiner finds the layers and the run already restored. */
export function restoreCombiner(): Promise<void> {
  const { restoring } = useRunStore.getState();
  if (restoring) return restoring;
  const started = restore();
  setRun({ restoring: started });
  return started;
}

async function restore(): Promise<void> {
  const before = useTraitGroupsStore.getState().groups;
  const files = before.flatMap((g) => [...g.files, ...partFiles(g)]);
  const checked = await Promise.all(files.map(async (f) => [f.id, await isUsable(f.id)] as const));
  const urls = new Map<string, string>();
  const removed = new Set<string>();
  for (const [id, preview] of checked) {
    if (preview) urls.set(id, URL.createObjectURL(preview));
    else removed.add(id);
  }
  const store = useTraitGroupsStore.getState();
  store.setUrls(urls);
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
