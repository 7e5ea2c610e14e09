// The frames of an animated layer value (a GIF, an APNG or an animated WebP), through the browser's
// ImageDecoder (each frame composed as a viewer shows it). A file of one frame, any other format, or a
// browser without ImageDecoder: a still.
import { apngAnimation, headMayMove, playedDelay, webpAnimation, type ImageAnimation } from '../../core/animation/animated-image.ts';

const GIF_MAGIC = 'GIF8';

const isGif = (head: Uint8Array) => String.fromCharCode(...head.subarray(0, GIF_MAGIC.length)) === GIF_MAGIC;

const hasImageDecoder = () => typeof ImageDecoder !== 'undefined';

/** The type ImageDecoder decodes `bytes` as, when they are an animation: a GIF (its frames counted by the
 * decoder), or an APNG or a WebP whose chunks say it moves. */
function animatedType(bytes: Uint8Array): string | null {
  if (isGif(bytes)) return 'image/gif';
  if (apngAnimation(bytes)) return 'image/png';
  if (webpAnimation(bytes)) return 'image/webp';
  return null;
}

async function openDecoder(bytes: Uint8Array): Promise<ImageDecoder | null> {
  const type = animatedType(bytes);
  if (!hasImageDecoder() || !type) return null;
  const decoder = new ImageDecoder({ data: bytes, type });
  await decoder.tracks.ready;
  return decoder;
}

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** Enough of a file for its header chunks (a PNG's colour profile may come before acTL). */
const HEAD_BYTES = 64 * 1024;

/** The file's bytes when its head says it may move; null for a still, whose whole file is not read. */
async function movingBytes(file: Blob): Promise<Uint8Array | null> {
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  if (headMayMove(head) === false) return null;
  return file.size > head.length ? bytesOf(file) : head;
}

/** A GIF's frame count and first delay, from the decoder (GIF keeps no frame count of its own). */
async function gifAnimation(bytes: Uint8Array): Promise<ImageAnimation | null> {
  const decoder = await openDecoder(bytes);
  if (!decoder) return null;
  try {
    const frames = decoder.tracks.selectedTrack?.frameCount ?? 1;
    if (frames < 2) return null;
    const { image } = await decoder.decode({ frameIndex: 0 });
    const micros = image.duration ?? 0;
    image.close();
    return { frames, delayMs: playedDelay(Math.round(micros / 1000)) };
  } finally {
    decoder.close();
  }
}

/** The frame count and first delay of an animated value, or null for a still. */
export async function animationOf(file: Blob): Promise<ImageAnimation | null> {
  const bytes = await movingBytes(file);
  if (!bytes) return null;
  if (isGif(bytes)) return gifAnimation(bytes);
  return apngAnimation(bytes) ?? webpAnimation(bytes);
}

/** Frames 1 .. up to `limit` - 1 of an animated value as bitmaps (frame 0 is the still, decoded as one);
 * empty for a still. A value with more frames than the collection is cut there. */
export async function laterFrames(file: Blob, limit: number): Promise<ImageBitmap[]> {
  const bytes = await movingBytes(file);
  const decoder = bytes && (await openDecoder(bytes));
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
