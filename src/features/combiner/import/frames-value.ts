// A numbered-frames value (a folder of numbered PNGs in a layer folder) as the one file it is stored and
// composed as: an APNG of its frames in order, which the compose workers decode as they decode any
// animated value. Frames that cannot make one APNG (not all PNGs of one size and kind) are refused.
import { DEFAULT_FRAME_DELAY_MS } from '@core/animation/animated-image';
import { apngOfFrames } from '@core/png/apng-of-frames';
import type { TreeImage } from './layer-tree';

/** Why a numbered-frames value was not imported. */
export const FRAMES_REFUSED = 'its frames are not PNG images of one size and kind';

/** The value's file: the image itself, or its frames as one APNG; null when the frames cannot be one. */
export async function valueFile(image: TreeImage): Promise<File | null> {
  if (!image.frames) return image.file;
  const pngs = await Promise.all(image.frames.map(async (frame) => new Uint8Array(await frame.arrayBuffer())));
  const apng = apngOfFrames(pngs, DEFAULT_FRAME_DELAY_MS);
  return apng && new File([apng], image.name, { type: 'image/png' });
}
