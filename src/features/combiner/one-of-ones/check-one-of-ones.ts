// After a reload, like the layer images: a one-of-one whose stored image is gone or no longer decodes
// is removed with a warning, so a run never renders a blank token in its place.
import { notify } from '@/components/ui/notification-store';
import { getImage } from '../stores/image-db';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { removeOneOfOne } from './one-of-one-store';

async function decodes(id: string): Promise<boolean> {
  try {
    const image = await getImage(id);
    if (!image) return false;
    (await createImageBitmap(image.preview)).close();
    return true;
  } catch {
    return false;
  }
}

export async function checkOneOfOnes(): Promise<void> {
  const items = useGeneratorSettings.getState().oneOfOnes;
  const usable = await Promise.all(items.map((item) => decodes(item.id)));
  for (const [i, item] of items.entries()) {
    if (usable[i]) continue;
    await removeOneOfOne(item.id);
    notify('warning', `The one-of-one "${item.name}" was removed: its image is no longer available. Please add it again.`);
  }
}
