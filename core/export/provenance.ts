// provenance.json: a launch's proof that the art was fixed before the mint. The SHA-256 of each image,
// in token order, and the provenance hash: the SHA-256 of those hashes written one after the other as
// lower-case hex (the scheme of BAYC's provenance record and the tools that followed it), so anyone
// holding the images can recompute it with sha256sum (docs/export.md).
import { imagePath } from './export-layout.ts';

const encoder = new TextEncoder();

/** A digest as lower-case hex, as sha256sum prints it. */
export const hexOf = (digest: Uint8Array) => Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(bytes: BufferSource): Promise<string> {
  return hexOf(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

export const imageSha256 = (png: Blob | Uint8Array<ArrayBuffer>) =>
  png instanceof Blob ? png.arrayBuffer().then(sha256Hex) : sha256Hex(png);

/**
 * The text of provenance.json from each token's image hash; hashes[n - 1] is token n's, at `path(n)` in the export.
 * `exportedAnyway`: the pre-flight problems the artist chose to export past, recorded with the set.
 */
export async function provenanceText(
  hashes: readonly string[],
  path: (n: number) => string = imagePath,
  exportedAnyway: readonly string[] = [],
): Promise<string> {
  const provenance = await sha256Hex(encoder.encode(hashes.join('')));
  const images = hashes.map((sha256, i) => ({ token: i + 1, file: path(i + 1), sha256 }));
  const concatenation = 'the image hashes in token order, as lower-case hex';
  const anyway = exportedAnyway.length ? { exportedAnyway } : {};
  return `${JSON.stringify({ algorithm: 'SHA-256', provenance, concatenation, ...anyway, images }, null, 2)}\n`;
}
