// One worker's compose state: the decoded layers and the pack its results go to. A worker serves one
// run; the caller recycles it after a while so that the blobs it made are freed with it.
import type { ComposeJob, ComposeSession, PackFile } from '../protocol.ts';
import { Compositor } from './compositor.ts';
import { closeLayers, decodeLayers, type DecodedLayers } from './layer-cache.ts';
import { resultsDirectory, ResultPack } from './result-files.ts';
import { setStored, storedResults } from './stored-results.ts';
import { pngCrc32 } from './png-crc.ts';

let layers: DecodedLayers | null = null;
let compositor: Compositor | null = null;
let pack: ResultPack | null = null;
/** "Optimise PNG size": loaded (a PNG decoder and deflate) only for the runs that ask for it. */
let smallest: ((png: Uint8Array) => Uint8Array) | null = null;

const readBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

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
    smallest = session.optimise ? (await import('./smallest-png.ts')).smallest : null;
    compositor = new Compositor(layers);
  },

  /** Where each job's PNG went and its CRC-32, in job order (stored-results.ts). */
  async compose(jobs: ComposeJob[]): Promise<Float64Array> {
    if (!compositor || !pack) throw new Error('startCompose must come first');
    const into = pack;
    const encoded = await Promise.all(compositor.render(jobs.map((job) => job.digits)));
    const stored = storedResults(jobs.length);
    if (smallest) {
      for (let i = 0; i < jobs.length; i++) {
        const bytes = smallest(await readBytes(encoded[i]!));
        setStored(stored, i, { offset: into.append(bytes), size: bytes.byteLength, crc: pngCrc32(bytes) });
      }
      return stored;
    }
    // The chunk's PNGs come back from the blob store in one read and go to the pack in one write: a read
    // per PNG cost a round trip each, about a fifth of the rate at 250 px.
    const bytes = await readBytes(new Blob(encoded));
    const start = into.append(bytes);
    let at = 0;
    encoded.forEach((png, i) => {
      setStored(stored, i, { offset: start + at, size: png.size, crc: pngCrc32(bytes.subarray(at, at + png.size)) });
      at += png.size;
    });
    return stored;
  },

  end,
};
