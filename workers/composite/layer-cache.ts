// The layer images of a compose session, each decoded once, already scaled and placed for the output
// (output-geometry), so that drawing a combination is a plain blit of cached ImageBitmaps. An image is
// decoded the first time a combination needs it: an edit of a finished set composes two or three tokens,
// and decoding all 240 images of 8 layers first took it 0.9 s of its 1.4.
import type { ComposeSession } from '../../core/protocol.ts';
import { mapLimited } from '../../shared/map-limited.ts';
import { outputGeometry, placeImage, sameSize, type Placement } from '../../core/compose/output-geometry.ts';
import { laterFrames } from '../animation/value-frames.ts';
import { FrameSets } from './frame-sets.ts';

export interface PlacedImage extends Placement {
  bitmap: ImageBitmap;
}

export interface DecodedLayers {
  width: number;
  height: number;
  /** layers[layer][image]; in a LayerCache, an image not decoded yet is a hole. */
  images: PlacedImage[][];
  /** In an animated session, frames[layer][image]: an animated value's frames after its first (the still
   * in `images`), as many as the session's frame count at most; absent for a still, and in a LayerCache
   * for a value whose frames the memory budget dropped (frame-budget.ts) until a combination draws it again. */
  frames?: PlacedImage[][][];
}

/** Image `image` of list `list` of drawnImages(session). */
export type ImageAt = readonly [list: number, image: number];

export interface LayerCache extends DecodedLayers {
  /** Decodes the images of `wanted` not decoded yet; `urgent` ones (an edit's, the page waiting for
   * them) several at a time. */
  decode(wanted: Iterable<ImageAt>, urgent?: boolean): Promise<void>;
}

type Options = Pick<ComposeSession, 'size' | 'pixelArt' | 'fit' | 'animation'>;

/**
 * Images one worker decodes (and scales) at a time. The browser decodes on background threads of its own:
 * a worker asking for all 40 at once kept them busy beside the two composing threads, and at 2000 px the
 * page's frames stretched to 83-133 ms and clicks to 112-176 ms while the run started; one at a time per
 * worker, 17 ms and 48-64 ms, at the same rate (docs/performance.md).
 */
const LAYER_DECODES_IN_FLIGHT = 1;
/** Small images (an edit's few tokens of 64 px layers) spend their decode waiting for the blob's bytes:
 * several in flight hide that wait, and decoding them costs the page nothing. */
const SMALL_LAYER_BYTES = 64 * 1024;
const SMALL_LAYER_DECODES_IN_FLIGHT = 4;
/** An edit's few tokens: the artist waits for them, with nothing else drawn meanwhile. */
const URGENT_DECODES_IN_FLIGHT = 3;

/** The cache of `sources` with only the first image decoded: it sets the output's size. */
export async function openLayers(sources: Blob[][], { size, pixelArt, fit, animation }: Options): Promise<LayerCache> {
  if (!sources[0]?.[0]) throw new Error('No layer images');
  // Each image is decoded once at natural size (resizing a bitmap does not decode again).
  const first = await createImageBitmap(sources[0][0]);
  const output = outputGeometry(first, size);
  // Nearest neighbour keeps pixel art's hard edges; 'high' smooths photographs.
  const resizeQuality: ResizeQuality = pixelArt ? 'pixelated' : 'high';
  const placed = async (bitmap: ImageBitmap): Promise<PlacedImage> => {
    const place = placeImage(bitmap, output, fit);
    if (sameSize(place, bitmap)) return { ...place, bitmap };
    const resized = await createImageBitmap(bitmap, { resizeWidth: place.width, resizeHeight: place.height, resizeQuality });
    bitmap.close();
    return { ...place, bitmap: resized };
  };
  const images: PlacedImage[][] = sources.map(() => []);
  images[0]![0] = await placed(first);
  // Frame 0 is decoded as a still, as in a still run; the later frames of an animated value come after it.
  const sets =
    animation &&
    new FrameSets(sources.length, async ([list, image]) =>
      Promise.all((await laterFrames(sources[list]![image]!, animation.frames)).map(placed)),
    );
  await sets?.decode([0, 0]);
  const decodeMissing = async (wanted: Iterable<ImageAt>, urgent: boolean) => {
    const all = [...wanted];
    const missing = new Map<string, ImageAt>();
    for (const at of all) if (!images[at[0]]?.[at[1]] && sources[at[0]]?.[at[1]]) missing.set(`${at[0]}:${at[1]}`, at);
    const decoding = [...missing.values()];
    const small = decoding.every(([list, image]) => sources[list]![image]!.size <= SMALL_LAYER_BYTES);
    const inFlight = small ? SMALL_LAYER_DECODES_IN_FLIGHT : urgent ? URGENT_DECODES_IN_FLIGHT : LAYER_DECODES_IN_FLIGHT;
    await mapLimited(decoding, inFlight, async ([list, image]) => {
      images[list]![image] = await placed(await createImageBitmap(sources[list]![image]!));
      await sets?.decode([list, image]);
    });
    if (!sets) return;
    await mapLimited(sets.freed(all), LAYER_DECODES_IN_FLIGHT, (at) => sets.decode(at));
    sets.keepWithinBudget(all);
  };
  // A lane has two compose calls in flight: the second waits for the first's decodes, so that an image
  // both need is decoded once, and one image at a time.
  let queue: Promise<void> = Promise.resolve();
  const decode = (wanted: Iterable<ImageAt>, urgent = false) =>
    (queue = queue.catch(() => undefined).then(() => decodeMissing(wanted, urgent)));
  return { width: output.width, height: output.height, images, ...(sets && { frames: sets.frames }), decode };
}

/** Every image of `sources` decoded. */
export async function decodeLayers(sources: Blob[][], options: Options): Promise<DecodedLayers> {
  const cache = await openLayers(sources, options);
  await cache.decode(sources.flatMap((list, l) => list.map((_, i): ImageAt => [l, i])));
  return cache;
}

export function closeLayers(layers: DecodedLayers): void {
  // forEach skips the images never decoded.
  for (const layer of layers.images) layer.forEach((image) => image.bitmap.close());
  for (const layer of layers.frames ?? []) layer.forEach((frames) => frames.forEach((frame) => frame.bitmap.close()));
}
