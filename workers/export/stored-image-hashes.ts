// The SHA-256 of each stored image of a run, for provenance.json, read in the export worker.
import { sha256Hex } from '../../core/export/provenance.ts';
import { readWindow, windows } from './stargaze-zip-file.ts';
import type { StoredImage } from '../../core/stored-image.ts';

/** Each stored image's SHA-256 (hashes[i] of images[i]), read in pack order, a window of neighbours per read. */
export async function storedImageHashes(dir: FileSystemDirectoryHandle, images: readonly StoredImage[]): Promise<string[]> {
  const hashes = new Array<string>(images.length);
  const packs = new Map<string, Promise<File>>();
  for (const w of windows(images)) {
    const buffer = new Uint8Array(await readWindow(dir, packs, w));
    await Promise.all(
      w.members.map(async (i) => {
        const image = images[i]!;
        hashes[i] = await sha256Hex(buffer.subarray(image.offset - w.start, image.offset - w.start + image.size));
      }),
    );
  }
  return hashes;
}
