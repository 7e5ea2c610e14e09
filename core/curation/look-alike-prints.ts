// Fingerprints of a batch of PNGs for the look-alike guard: the SHA-256 of the bytes as stored (the
// same hash provenance.json publishes) and the fingerprint of the decoded pixels. Decoding is the one
// part that differs by platform: the browser's own decoder in the app, any faithful decoder elsewhere.
import { sha256Hex } from '../export/provenance.ts';
import type { Rgba } from '../png/png-pixels.ts';
import { lookAlikePrint, PRINT_WORDS } from './look-alike-print.ts';

export type DecodePng = (png: Uint8Array<ArrayBuffer>) => Promise<Rgba>;

/** The batch's hashes and fingerprints (PRINT_WORDS words each), in the order of `pngs`. */
export interface PrintBatch {
  sha256: string[];
  prints: Uint32Array;
}

/** One image decoded at a time: a batch of 1000 px images decoded at once would hold 400 MB of pixels. */
export async function printBatch(pngs: readonly Uint8Array<ArrayBuffer>[], decode: DecodePng): Promise<PrintBatch> {
  const prints = new Uint32Array(pngs.length * PRINT_WORDS);
  const sha256: string[] = [];
  for (const [i, png] of pngs.entries()) {
    const [hash, pixels] = await Promise.all([sha256Hex(png), decode(png)]);
    prints.set(lookAlikePrint(pixels), i * PRINT_WORDS);
    sha256.push(hash);
  }
  return { sha256, prints };
}
