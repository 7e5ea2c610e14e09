// The look-alike guard's fingerprints made where each token is composed, from the pixels just drawn and
// the PNG just encoded, so that the guard after a run only groups them instead of reading and decoding
// every stored image (look-alike-prints.ts, which stays the way for images without one). Flat typed
// arrays, so that they cross threads as transferred buffers beside the compose answer (stored-results.ts).
import { hexOf } from '../export/provenance.ts';
import type { Rgba } from '../png/png-pixels.ts';
import { lookAlikePrint, PRINT_WORDS } from './look-alike-print.ts';

const SHA256_BYTES = 32;

export interface ComposedPrints {
  /** PRINT_WORDS words per job, in job order. */
  prints: Uint32Array;
  /** The SHA-256 of each job's PNG as stored (what the guard hashes), SHA256_BYTES each. */
  sha256: Uint8Array;
  /** 1 where job i's print was made; 0 where the guard decodes the stored image (exactPixels). */
  made: Uint8Array;
}

/** The guard's own entry for one image: lower-case hex SHA-256 and the print. */
export interface GuardPrint {
  sha256: string;
  print: Uint32Array;
}

export const composedPrints = (count: number): ComposedPrints => ({
  prints: new Uint32Array(count * PRINT_WORDS),
  sha256: new Uint8Array(count * SHA256_BYTES),
  made: new Uint8Array(count),
});

/** The buffers of `prints`, for a transfer list. */
export const printBuffers = ({ prints, sha256, made }: ComposedPrints): ArrayBuffer[] => [
  prints.buffer as ArrayBuffer,
  sha256.buffer as ArrayBuffer,
  made.buffer as ArrayBuffer,
];

function translucent(image: Rgba): boolean {
  const { data } = image;
  for (let a = 3; a < data.length; a += 4) if (data[a] !== 0 && data[a] !== 255) return true;
  return false;
}

/**
 * Whether decoding the stored PNG gives back `pixels` as the print sees them. The browser keeps canvas
 * pixels premultiplied: pixels read off a canvas come back exactly (checked in Chromium on translucent
 * drawings), but straight-alpha pixels composed by the blend formulas may not where they are translucent
 * (fully transparent ones print as the backdrop whatever their colour).
 */
export const exactPixels = (pixels: Rgba, readOffCanvas: boolean) => readOffCanvas || !translucent(pixels);

/**
 * Records job `i`'s print from the pixels drawn and the SHA-256 of its `png`, as the guard would compute
 * them from the stored image; nothing when the decode may differ (exactPixels). The digest copies `png`
 * when called, so the caller may reuse it after.
 */
export async function setComposedPrint(into: ComposedPrints, i: number, pixels: Rgba, png: Uint8Array, readOffCanvas: boolean) {
  if (!exactPixels(pixels, readOffCanvas)) return;
  into.prints.set(lookAlikePrint(pixels), i * PRINT_WORDS);
  // The encoders write into plain ArrayBuffers, never shared ones.
  const digest = await crypto.subtle.digest('SHA-256', png as Uint8Array<ArrayBuffer>);
  into.sha256.set(new Uint8Array(digest), i * SHA256_BYTES);
  into.made[i] = 1;
}

/** The value of a lower-case hex digit's character code (hexOf writes lower case). */
const nibble = (code: number) => (code <= 57 ? code - 48 : code - 87);

/** Records an entry the guard already has as entry `i` (to save the prints a run keeps). */
export function setGuardPrint(into: ComposedPrints, i: number, { sha256, print }: GuardPrint): void {
  into.prints.set(print, i * PRINT_WORDS);
  // Parsed by character codes: a saved run's 10 000 entries took 320 000 string slices otherwise.
  for (let b = 0; b < SHA256_BYTES; b++)
    into.sha256[i * SHA256_BYTES + b] = (nibble(sha256.charCodeAt(b * 2)) << 4) | nibble(sha256.charCodeAt(b * 2 + 1));
  into.made[i] = 1;
}

/** Leaves entry `i` empty, as a new set's: the guard then decodes that image. */
export function clearComposedPrint(into: ComposedPrints, i: number): void {
  into.prints.fill(0, i * PRINT_WORDS, (i + 1) * PRINT_WORDS);
  into.sha256.fill(0, i * SHA256_BYTES, (i + 1) * SHA256_BYTES);
  into.made[i] = 0;
}

/** Copies entry `i` of `from`, made or not, to entry `j` of `into`. */
export function copyComposedPrint(from: ComposedPrints, i: number, into: ComposedPrints, j: number): void {
  into.prints.set(from.prints.subarray(i * PRINT_WORDS, (i + 1) * PRINT_WORDS), j * PRINT_WORDS);
  into.sha256.set(from.sha256.subarray(i * SHA256_BYTES, (i + 1) * SHA256_BYTES), j * SHA256_BYTES);
  into.made[j] = from.made[i]!;
}

/** Job `i`'s entry for the guard, or null when it has none. */
export function getComposedPrint(from: ComposedPrints, i: number): GuardPrint | null {
  if (!from.made[i]) return null;
  return {
    sha256: hexOf(from.sha256.subarray(i * SHA256_BYTES, (i + 1) * SHA256_BYTES)),
    print: from.prints.slice(i * PRINT_WORDS, (i + 1) * PRINT_WORDS),
  };
}
