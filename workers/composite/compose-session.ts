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
import { composedPrints, copyComposedPrint, setComposedPrint, type ComposedPrints } from '../../core/curation/composed-prints.ts';

let session: ComposeSession | null = null;
let layers: LayerCache | null = null;
let compositor: Compositor | null = null;
let pack: ResultPack | null = null;
/** The last token video this worker began: the next waits for it, so that a lane (whose two compose calls
 * may be in flight at once) has one video encoder at a time. */
let encoding: Promise<unknown> = Promise.resolve();
/** "Optimise PNG size": loaded (its filters and deflate) only for the runs that ask for it. */
let smallest: typeof import('../../core/png/smallest-png.ts').smallest | null = null;

/** A token made ahead: its PNG as it will be stored and its print (entry 0). */
interface MadeAhead {
  png: Uint8Array;
  print: ComposedPrints;
}

/**
 * The tokens an edit's worker made while the artist read the swaps (prepareEdit), by their digits: the
 * apply stores them instead of drawing them again. Only the last proposal's are kept.
 */
let madeAhead = new Map<string, MadeAhead>();
/** The making ahead under way: the apply waits for it rather than draw the same tokens beside it. */
let makingAhead: Promise<void> = Promise.resolve();
/** At most this many tokens of a proposal are made ahead (a selection's re-roll may change hundreds). */
const MADE_AHEAD_MAX = 32;
const aheadKey = (digits: readonly number[]) => digits.join(',');

/** Token `digits` as made ahead, once (the next compose of the same digits draws it again). */
function takeAhead(digits: readonly number[]): MadeAhead | undefined {
  const key = aheadKey(digits);
  const ahead = madeAhead.get(key);
  madeAhead.delete(key);
  return ahead;
}

/** Draws and encodes one token, its print made as entry `i` of `prints` (the digest settles after). */
function drawToken(drawing: Compositor, digits: number[], prints: ComposedPrints, i: number) {
  const pixels = drawing.draw(digits);
  const plain = encodePng(pixels);
  const png = smallest ? smallest(pixels, plain) : plain;
  // Printed before the GIF or the video draws the token's other frames over these pixels.
  const printed = setComposedPrint(prints, i, pixels, png, !drawing.blends(digits));
  return { pixels, png, printed };
}

/** A token made ahead as drawToken answers (no pixels: only a still session's tokens are made ahead). */
function aheadAsDrawn(ahead: MadeAhead, prints: ComposedPrints, i: number) {
  copyComposedPrint(ahead.print, 0, prints, i);
  return { pixels: null, png: ahead.png, printed: Promise.resolve() };
}

function oneEncoderAtATime<T>(encode: () => Promise<T>): Promise<T> {
  const encoded = encoding.catch(() => undefined).then(encode);
  encoding = encoded;
  return encoded;
}

function end(): void {
  madeAhead = new Map();
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
    madeAhead = new Map();
    if (layers) closeLayers(layers);
    session = started;
    layers = await openLayers(drawnImages(started), started);
    smallest = started.optimise ? (await import('../../core/png/smallest-png.ts')).smallest : null;
    compositor = new Compositor(layers, started);
  },

  /** Decodes the images `combinations` draw, before the compose calls that will draw them. */
  async decodeAhead(combinations: number[][], urgent = false): Promise<void> {
    if (!layers || !session) throw new Error('startCompose must come first');
    await layers.decode(imagesDrawn(session, combinations), urgent);
  },

  /**
   * What an edit's worker does while the artist reads the swaps: decodes the images `combinations` draw,
   * then draws, encodes and prints the changed tokens (up to MADE_AHEAD_MAX), kept for the apply. A still
   * session's only: an animated token's frames are made when it is stored.
   */
  prepareEdit(combinations: number[][]): Promise<void> {
    const kept = new Map<string, MadeAhead>();
    madeAhead = kept;
    const making = (async () => {
      await composeSession.decodeAhead(combinations, true);
      for (const digits of combinations.slice(0, MADE_AHEAD_MAX)) {
        // A newer proposal, or a new session, took over.
        if (madeAhead !== kept || !compositor || session?.animation) return;
        const print = composedPrints(1);
        const { png, printed } = drawToken(compositor, digits, print, 0);
        await printed;
        kept.set(aheadKey(digits), { png, print });
      }
    })();
    makingAhead = making.catch(() => undefined);
    return making;
  },

  /** Where each job's PNG went and its CRC-32, in job order (stored-results.ts), and its look-alike print
   * (while the pixels are at hand: the guard then decodes nothing). */
  async compose(jobs: ComposeJob[]): Promise<ComposeAnswer> {
    const [drawing, into] = [compositor, pack];
    if (!drawing || !into) throw new Error('startCompose must come first');
    await makingAhead;
    await composeSession.decodeAhead(jobs.map((job) => job.digits));
    const stored = storedResults(jobs.length);
    const animated = session?.animation;
    const video = animated && videoOf(animated.format);
    const prints = composedPrints(jobs.length);
    const printed: Promise<void>[] = [];
    for (const [i, job] of jobs.entries()) {
      const ahead = takeAhead(job.digits);
      const { pixels, png, printed: print } = ahead ? aheadAsDrawn(ahead, prints, i) : drawToken(drawing, job.digits, prints, i);
      printed.push(print);
      // The GIF goes right after its PNG, the video after them: the index finds each from the PNG's end.
      // Both are made before anything is appended, so that a failed encoding leaves no token half stored.
      const gif = animated && pixels && makesGif(animated.format) ? tokenGif(drawing, job.digits, pixels, animated) : null;
      const movie = video && pixels ? await oneEncoderAtATime(() => tokenVideo(drawing, job.digits, pixels, animated, video)) : null;
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
