// Export zips, built off the main thread: image batches stored (PNGs do not deflate) with their data
// left in the result packs, metadata batches generated here and deflated.
import type { StoredImage, MetadataBatch } from '../protocol.ts';
import { buildZip } from '../zip/build-zip.ts';
import { crc32 } from '../zip/crc32.ts';
import { resultsDirectory } from '../composite/result-files.ts';
import { resultSlice } from '../composite/result-slice.ts';
import { imageEntryName, metadataEntryName } from './batches.ts';
import { tokenMetadataJson } from './token-metadata.ts';
import { zipBlob, type BlobZipEntry } from './zip64-blob.ts';
import { mapLimited } from '../../shared/map-limited.ts';

/** Reads in flight at once: enough to hide the round trips, few enough to bound memory at large sizes. */
const READS_IN_FLIGHT = 4;

export async function imageZip(resultsDir: string, entries: StoredImage[]): Promise<Blob> {
  const dir = await resultsDirectory(resultsDir);
  const files = new Map<string, Promise<File>>();
  const stored = await mapLimited(entries, READS_IN_FLIGHT, async (entry): Promise<BlobZipEntry> => {
    const data = await resultSlice(dir, files, entry);
    // The CRC kept since compose time spares reading the PNG; only older indexes lack it.
    const crc = entry.crc ?? crc32(new Uint8Array(await data.arrayBuffer()));
    return { name: imageEntryName(entry.n), data, crc };
  });
  return zipBlob(stored);
}

export function metadataZip({ collection, layers, jobs, level, oneOfOnes, format }: MetadataBatch): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries = jobs.map((job) => ({
    name: metadataEntryName(job.n),
    data: encoder.encode(tokenMetadataJson(format, collection, job.n, layers, job.digits, oneOfOnes)),
  }));
  return buildZip(entries, { level });
}
