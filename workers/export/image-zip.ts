// Image batch zips, built off the main thread: stored (PNGs do not deflate), their data left in the result
// packs, an animated run's GIFs and videos beside the PNGs (metadata batches: core/export/metadata-zip.ts).
import type { StoredImage } from '../../core/protocol.ts';
import { crc32 } from '../../core/zip/crc32.ts';
import { resultsDirectory } from '../composite/result-files.ts';
import { resultSlice } from '../../core/compose/result-slice.ts';
import { animationEntryName, imageEntryName } from '../../core/export/batches.ts';
import { zipBlob, type BlobZipEntry } from '../../core/export/zip64-blob.ts';
import { mapLimited } from '../../shared/map-limited.ts';

/** Reads in flight at once: enough to hide the round trips, few enough to bound memory at large sizes. */
const READS_IN_FLIGHT = 4;

export async function imageZip(resultsDir: string, entries: StoredImage[]): Promise<Blob> {
  const dir = await resultsDirectory(resultsDir);
  const files = new Map<string, Promise<File>>();
  const stored = await mapLimited(entries, READS_IN_FLIGHT, async (entry): Promise<BlobZipEntry[]> => {
    const data = await resultSlice(dir, files, entry);
    // The CRC kept since compose time spares reading the PNG; only older indexes lack it.
    const crc = entry.crc ?? crc32(new Uint8Array(await data.arrayBuffer()));
    const png = { name: imageEntryName(entry.n), data, crc };
    // An animated run's GIF follows its PNG in the pack and in the zip.
    const gif = entry.animation && {
      name: animationEntryName(entry.n),
      data: await resultSlice(dir, files, { pack: entry.pack, ...entry.animation }),
      crc: entry.animation.crc,
    };
    const video = entry.video && {
      name: animationEntryName(entry.n, entry.video.kind),
      data: await resultSlice(dir, files, { pack: entry.pack, offset: entry.video.offset, size: entry.video.size }),
      crc: entry.video.crc,
    };
    return [png, ...(gif ? [gif] : []), ...(video ? [video] : [])];
  });
  return zipBlob(stored.flat());
}
