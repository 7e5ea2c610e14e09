// A numbered-frames value (a folder of numbered images in a layer folder) as the one file it is stored
// and composed as: an APNG of its frames in order, made in a worker, which the compose workers decode as
// they decode any animated value.
import { DEFAULT_FRAME_DELAY_MS } from '@core/animation/animated-image';
import { framesApngInWorker } from '@/engine/engine';
import type { TreeImage } from './layer-tree';

/** The value's file: the image itself, or its frames as one APNG; null when a frame is not an image. */
export async function valueFile(image: Pick<TreeImage, 'file' | 'name' | 'frames'>): Promise<File | null> {
  if (!image.frames) return image.file;
  try {
    const apng = await framesApngInWorker(image.frames, DEFAULT_FRAME_DELAY_MS);
    return new File([apng as Uint8Array<ArrayBuffer>], image.name, { type: 'image/png' });
  } catch (error) {
    console.warn(`Could not join the frames of ${image.name}`, error);
    return null;
  }
}
