// provenance.json: a launch's proof that the art was fixed before the mint. The SHA-256 of each image,
// in token order, and the provenance hash: the SHA-256 of those hashes written one after the other as
// lower-case hex (the scheme of BAYC's provenance record and the tools that followed it), so anyone
// holding the images can recompute it with sha256sum (docs/export.md).
import { stargazeImagePath } from './stargaze-layout.ts';

const encoder = new TextEncoder();

export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const imageSha256 = (png: Blob | Uint8Array<ArrayBuffer>) =>
  png instanceof Blob ? png.arrayBuffer().then(sha256Hex) : sha256Hex(png);

/** The text of provenance.json from each token's image hash; hashes[n - 1] is token n's, at `imagePath(n)` in the export. */
export async function provenanceText(hashes: readonly string[], imagePath: (n: number) => string = stargazeImagePath): Promise<string> {
  const provenance = await sha256Hex(encoder.encode(hashes.join('')));
  const images = hashes.map((sha256, i) => ({ token: i + 1, file: imagePath(i + 1), sha256 }));
  return `${JSON.stringify({ algorithm: 'SHA-256', provenance, concatenation: 'the image hashes in token order, as lower-case hex', images }, null, 2)}\n`;
}
