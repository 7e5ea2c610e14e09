// What the combiner tells the artist, as pure functions so each wording is tested on its own.

export interface RefusedFile {
  name: string;
  reason: 'not an image' | 'already in this layer' | 'could not be read';
}

/** After adding layer images: how many were added, and each refused file by name with its reason. */
export function layerUploadMessages(
  layerName: string,
  added: number,
  refused: RefusedFile[],
): { added: string | null; refused: string | null } {
  const where = layerName.trim() ? ` to ${layerName.trim()}` : '';
  return {
    added: added > 0 ? `Added ${added} image${added === 1 ? '' : 's'}${where}.` : null,
    refused: refused.length > 0 ? `Not added: ${refused.map((r) => `${r.name} (${r.reason})`).join(', ')}.` : null,
  };
}

/** Said before Generate when the credits (or the 10 000 cap) allow fewer than every combination. */
export function creditLimitNotice(possible: number, credits: number, max: number): string | null {
  const count = Math.min(possible, credits, max);
  if (possible === 0 || count === possible) return null;
  const by = credits < max ? 'Your credits allow' : 'At most';
  return `${by} ${count} of the ${possible} possible combinations: Generate will make a random ${count}.`;
}

/** A run, a resumed run or an image export that failed (SPEC §8). */
export const GENERATION_FAILED = 'Error generating NFT files';

/** A layer image whose stored bytes are gone, said before a run or a preview draws anything. */
export const IMAGES_MISSING = 'Some images are no longer available. Please re-upload them before generating.';

export const cancelledMessage = (made: number, total: number) =>
  `Generation cancelled after ${made} of ${total} images. Nothing from this run was kept; generate again when ready.`;

export const discardQuestion = (previous: number) => `Start a new run? The ${previous} images of the previous run will be discarded.`;

/** Metadata files that could not be written (SPEC §8). */
export const METADATA_FAILED = 'Error generating metadata files';
