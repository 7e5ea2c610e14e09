// One worker's compose state: the layer images (each decoded when a job first needs it) and the pack its
// results go to. A worker serves one lane of one run (compose-run.ts).
import type { ComposeAnswer, ComposeJob, ComposeSession, PackFile } from '../../core/protocol.ts';
import { Compositor, drawnImages, imagesDrawn } from './compositor.ts';
import { closeLayers, openLayers, type LayerCache } from './layer-cache.ts';
import { resultsDirectory, ResultPack } from './result-files.ts';
import { setStored, storedResults } from '../../core/compose/stored-results.ts';
import { pngCrc32 } from '../../core/png/png-crc.ts';
import { encodePng } from '../../core/png/png-encode.ts';
import { crc32 } from '../../core/zip/crc32.ts';
import { tokenGif } from '../animation/token-gif.ts';
import { tokenVideo } from '../animation/token-video.ts';
import { makesGif, videoOf } from '../../core/animation/animation-format.ts';
import { composedPrints, setComposedPrint } from '../../core/curation/composed-prints.ts';

let session: ComposeSession | null = null;
let layers: LayerCache | null = null;
let compositor: Compositor | null = null;
let pack: ResultPack | null = null;
/** The last token video this worker began: the next waits for it, so that a lane (whose two compose calls
 * may be in flight at once) has one video encoder at a time. */
let encoding: Promise<unknown> = Promise.resolve();
/** "Optimise PNG size": loaded (its filters and deflate) only for the runs that ask for it. */
let smallest: typeof import('../../core/png/smallest-png.ts').smallest | null = null;

function oneEncoderAtATime<T>(encode: () => Promise<T>): Promise<T> {
  const encoded = encoding.catch(() => undefined).then(encode);
  encoding = encoded;
  return encoded;
}

function end(): void {
  pack?.close();
  pack = null;
  if (layers) closeLayers(layers);
  layers = null;
  compositor = null;
  session = null;
}

export const composeSession = {
  /** Keeps the session: a worker warmed for an edit (prepareEdit) opens its pack after. */
  async openPack(file: PackFile): Promise<void> {
    pack?.close();
    pack = null;
    pack = await ResultPack.open(await resultsDirectory(file.resultsDir), file.pack);
  },

  async start(started: ComposeSession): Promise<void> {
    if (layers) closeLayers(layers);
    session = started;
    layers = await openLayers(drawnImages(started), started);
    smallest = started.optimise ? (await import('../../core/png/smallest-png.ts')).smallest : null;
    compositor = new Compositor(layers, started);
  },

  /** Decodes the images `combinations` draw, before the compose calls that will draw them. */
  async decodeAhead(combinations: number[][]): Promise<void> {
    if (!layers || !session) throw new Error('startCompose must come first');
    await layers.decode(imagesDrawn(session, combinations));
  },

  /**
   * What an edit's worker does while the artist reads the swaps: decodes the images `combinations` draw,
   * then draws, encodes and prints the first of them once without storing it. A fresh worker's first
   * token took about 60 ms longer than the next (its code not yet compiled), in the way of the apply.
   */
  async prepareEdit(combinations: number[][]): Promise<void> {
    await composeSession.decodeAhead(combinations);
    const first = combinations[0];
    if (!first || !compositor) return;
    const pixels = compositor.draw(first);
    await setComposedPrint(composedPrints(1), 0, pixels, encodePng(pixels), true);
  },

  /** Where each job's PNG went and its CRC-32, in job order (stored-results.ts), and its look-alike print
   * (while the pixels are at hand: the guard then decodes nothing). */
  async compose(jobs: ComposeJob[]): Promise<ComposeAnswer> {
    const [drawing, into] = [compositor, pack];
    if (!drawing || !into) throw new Error('startCompose must come first');
    await composeSession.decodeAhead(jobs.map((job) => job.digits));
    const stored = storedResults(jobs.length);
    const animated = session?.animation;
    const video = animated && videoOf(animated.format);
    const prints = composedPrints(jobs.length);
    const printed: Promise<void>[] = [];
    for (const [i, job] of jobs.entries()) {
      const pixels = drawing.draw(job.digits);
      const plain = encodePng(pixels);
      const png = smallest ? smallest(pixels, plain) : plain;
      // Printed before the GIF or the video draws the token's other frames over these pixels.
      printed.push(setComposedPrint(prints, i, pixels, png, !drawing.blends(job.digits)));
      // The GIF goes right after its PNG, the video after them: the index finds each from the PNG's end.
      // Both are made before anything is appended, so that a failed encoding leaves no token half stored.
      const gif = animated && makesGif(animated.format) ? tokenGif(drawing, job.digits, pixels, animated) : null;
      const movie = video ? await oneEncoderAtATime(() => tokenVideo(drawing, job.digits, pixels, animated, video)) : null;
      const offset = into.append(png);
      if (gif) into.append(gif);
      if (movie) into.append(movie);
      setStored(stored, i, {
        offset,
        size: png.byteLength,
        crc: pngCrc32(png),
        ...(gif && { animation: { size: gif.byteLength, crc: crc32(gif) } }),
        ...(movie && { video: { size: movie.byteLength, crc: crc32(movie) } }),
      });
    }
    await Promise.all(printed);
    return { stored, prints };
  },

  end,
};
