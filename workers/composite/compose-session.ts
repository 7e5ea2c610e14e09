// One worker's compose state: the decoded layers and the pack its results go to. A worker serves one
// run; the caller recycles it after a while so that the blobs it made are freed with it.
import type { ComposeJob, ComposeSession, PackFile } from '../protocol.ts';
import { Compositor } from './compositor.ts';
import { closeLayers, decodeLayers, type DecodedLayers } from './layer-cache.ts';
import { resultsDirectory, ResultPack } from './result-files.ts';
import { setStored, storedResults } from './stored-results.ts';
import { crc32 } from '../zip/crc32.ts';
import { optimisePng } from './optimise-png.ts';
import { decodeRgba } from './png-pixels.ts';

let layers: DecodedLayers | null = null;
let compositor: Compositor | null = null;
let pack: ResultPack | null = null;
let optimise = false;

/** The smaller of the browser's PNG and its lossless re-encode (same pixels, checked by the tests). */
function smallest(png: Uint8Array): Uint8Array {
  const optimised = optimisePng(decodeRgba(png));
  return optimised.byteLength < png.byteLength ? optimised : png;
}

function end(): void {
  pack?.close();
  pack = null;
  if (layers) closeLayers(layers);
  layers = null;
  compositor = null;
}

export const composeSession = {
  async openPack(file: PackFile): Promise<void> {
    end();
    pack = await ResultPack.open(await resultsDirectory(file.resultsDir), file.pack);
  },

  async start(session: ComposeSession): Promise<void> {
    if (layers) closeLayers(layers);
    layers = await decodeLayers(session.layers, session);
    optimise = session.optimise;
    compositor = new Compositor(layers);
  },

  /** Where each job's PNG went and its CRC-32, in job order (stored-results.ts). */
  async compose(jobs: ComposeJob[]): Promise<Float64Array> {
    if (!compositor || !pack) throw new Error('startCompose must come first');
    const into = pack;
    // Every read-back starts as soon as its encode is done: awaited one by one, each round trip to the
    // blob store left this thread idle, which cost more than the encoding at 250 px.
    const reads = compositor
      .render(jobs.map((job) => job.digits))
      .map(async (encode) => new Uint8Array(await (await encode).arrayBuffer()));
    const stored = storedResults(jobs.length);
    for (let i = 0; i < jobs.length; i++) {
      const encoded = await reads[i]!;
      const bytes = optimise ? smallest(encoded) : encoded;
      setStored(stored, i, { offset: into.append(bytes), size: bytes.byteLength, crc: crc32(bytes) });
    }
    return stored;
  },

  end,
};
