// The frames of an animated GIF layer value, through the browser's ImageDecoder (each frame composed as a
// viewer shows it). A GIF of one frame, any other format, or a browser without ImageDecoder: a still.
const GIF_MAGIC = 'GIF8';
/** GIF's delay is in hundredths of a second; viewers play a delay of 0 or 1 at this pace. */
export const DEFAULT_FRAME_DELAY_MS = 100;

export async function isGif(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, GIF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === GIF_MAGIC;
}

const hasImageDecoder = () => typeof ImageDecoder !== 'undefined';

async function openDecoder(file: Blob): Promise<ImageDecoder | null> {
  if (!hasImageDecoder() || !(await isGif(file))) return null;
  const decoder = new ImageDecoder({ data: await file.arrayBuffer(), type: 'image/gif' });
  await decoder.tracks.ready;
  return decoder;
}

export interface Animation {
  frames: number;
  /** The first frame's delay. */
  delayMs: number;
}

/** The frame count and delay of an animated GIF, or null for a still. */
export async function animationOf(file: Blob): Promise<Animation | null> {
  const decoder = await openDecoder(file);
  if (!decoder) return null;
  try {
    const frames = decoder.tracks.selectedTrack?.frameCount ?? 1;
    if (frames < 2) return null;
    const { image } = await decoder.decode({ frameIndex: 0 });
    const micros = image.duration ?? 0;
    image.close();
    const delayMs = Math.round(micros / 1000);
    return { frames, delayMs: delayMs > 10 ? delayMs : DEFAULT_FRAME_DELAY_MS };
  } finally {
    decoder.close();
  }
}

/** Frames 1 .. up to `limit` - 1 of an animated GIF as bitmaps (frame 0 is the still, decoded as one);
 * empty for a still. A value with more frames than the collection is cut there. */
export async function laterFrames(file: Blob, limit: number): Promise<ImageBitmap[]> {
  const decoder = await openDecoder(file);
  if (!decoder) return [];
  try {
    const count = Math.min(limit, decoder.tracks.selectedTrack?.frameCount ?? 1);
    const bitmaps: ImageBitmap[] = [];
    for (let frameIndex = 1; frameIndex < count; frameIndex++) {
      const { image } = await decoder.decode({ frameIndex });
      bitmaps.push(await createImageBitmap(image));
      image.close();
    }
    return bitmaps;
  } finally {
    decoder.close();
  }
}
