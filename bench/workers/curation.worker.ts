// The bench's worker thread for `npm run bench -- curation`: the same functions the app's workers run
// (setRarity for the ranks, reroll for a re-roll, the look-alike fingerprints and groups, or the groups
// alone of the prints made at compose time), answered by
// message like Comlink. The look-alike images are read from a pack file a batch at a time as the engine
// worker reads them; only the decoder differs: sharp (libvips) here, the browser's own in the app.
import { parentPort } from 'node:worker_threads';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { setRarity } from '../../core/export/rarity-report.ts';
import { reroll } from '../../core/plan/reroll.ts';
import { printBatch, type DecodePng } from '../../core/curation/look-alike-prints.ts';
import { lookAlikeGroups, type LookAlikePrints } from '../../core/curation/look-alike-groups.ts';
import { PRINT_WORDS } from '../../core/curation/look-alike-print.ts';
import type { StoredImage } from '../../core/stored-image.ts';

export type CurationTask = 'rank' | 'reroll' | 'lookAlike' | 'lookAlikeGroups';

/** As the app's guard: batches of 100, two lanes (the engine pool's workers on 2 cores). */
const BATCH = 100;
const LANES = 2;

// One thread per decode and no cache: the lanes are the parallelism, and each image is decoded once
// (0.8 ms against 1.4 ms per image with sharp's defaults, measured on this 2-core machine under load).
sharp.cache(false);
sharp.concurrency(1);

const decodeWithSharp: DecodePng = async (png) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
};

async function lookAlike({ images, threshold }: { images: StoredImage[]; threshold: number }) {
  const file = await open(images[0]!.pack);
  const sha256 = new Array<string>(images.length);
  const prints = new Uint32Array(images.length * PRINT_WORDS);
  let next = 0;
  const lane = async () => {
    for (let from = next; from < images.length; from = next) {
      next += BATCH;
      const batch = images.slice(from, from + BATCH);
      const start = batch[0]!.offset;
      const window = new Uint8Array(batch.at(-1)!.offset + batch.at(-1)!.size - start);
      await file.read(window, 0, window.length, start);
      const answer = await printBatch(
        batch.map((image) => new Uint8Array(window.buffer, image.offset - start, image.size)),
        decodeWithSharp,
      );
      answer.sha256.forEach((hash, i) => (sha256[from + i] = hash));
      prints.set(answer.prints, from * PRINT_WORDS);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  await file.close();
  const printed = performance.now();
  const groups = lookAlikeGroups({ numbers: images.map((image) => image.n), sha256, prints }, threshold);
  return { ...groups, groupMs: Math.round(performance.now() - printed) };
}

parentPort!.on('message', (message: { kind: CurationTask; payload: never }) => {
  const { kind, payload } = message;
  if (kind === 'rank') {
    const { layers, rows } = payload as { layers: Parameters<typeof setRarity>[0]; rows: number[][] };
    parentPort!.postMessage(setRarity(layers, rows, []));
  } else if (kind === 'reroll') parentPort!.postMessage(reroll(payload));
  else if (kind === 'lookAlikeGroups') {
    // After a run: the prints its compose workers made, only grouped (as the engine worker does).
    const { prints, threshold } = payload as { prints: LookAlikePrints; threshold: number };
    parentPort!.postMessage(lookAlikeGroups(prints, threshold));
  } else void lookAlike(payload).then((groups) => parentPort!.postMessage(groups));
});
