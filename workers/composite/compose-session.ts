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
import { composedPrints, setComposedPrint } from '../../core/curation/composed-prints.ts';

let session: ComposeSession | null = null;
let layers: LayerCache | null = null;
let compositor: Compositor | null = null;
let pack: ResultPack | null = null;
/** "Optimise PNG size": loaded (its filters and deflate) only for the runs that ask for it. */
let smallest: typeof import('../../core/png/smallest-png.ts').smallest | null = null;

function end(): void {
  pack?.close();
  pack = null;
  if (layers) closeLayers(layers);
  layers = null;
  compositor = null;
  session = null;
}

export const composeSession = {
  /** Keeps the session: a worker warmed for an edit (decodeAhead) opens its pack after. */
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

  /** Where each job's PNG went and its CRC-32, in job order (stored-results.ts), and its look-alike print
   * (while the pixels are at hand: the guard then decodes nothing). */
  async compose(jobs: ComposeJob[]): Promise<ComposeAnswer> {
    const [drawing, into] = [compositor, pack];
    if (!drawing || !into) throw new Error('startCompose must come first');
    await composeSession.decodeAhead(jobs.map((job) => job.digits));
    const stored = storedResults(jobs.length);
    const prints = composedPrints(jobs.length);
    const printed: Promise<void>[] = [];
    jobs.forEach((job, i) => {
      const pixels = drawing.draw(job.digits);
      const plain = encodePng(pixels);
      const png = smallest ? smallest(pixels, plain) : plain;
      const offset = into.append(png);
      // Printed before the GIF draws the token's other frames.
      printed.push(setComposedPrint(prints, i, pixels, png, !drawing.blends(job.digits)));
      // The GIF goes right after its PNG: the index finds it from the PNG's end.
      const gif = session?.animation && tokenGif(drawing, job.digits, pixels, session.animation);
      if (gif) into.append(gif);
      const animation = gif ? { size: gif.byteLength, crc: crc32(gif) } : undefined;
      setStored(stored, i, { offset, size: png.byteLength, crc: pngCrc32(png), ...(animation && { animation }) });
    });
    await Promise.all(printed);
    return { stored, prints };
  },

  end,
};
