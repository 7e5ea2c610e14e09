// Export zips, built off the main thread: image batches read back from the result files and stored
// (PNGs do not deflate), metadata batches generated here and deflated.
import type { MetadataBatch } from '../protocol.ts';
import { buildZip } from '../zip/build-zip.ts';
import { readResult, resultsDirectory } from '../composite/result-files.ts';
import { imageEntryName, metadataEntryName } from './batches.ts';
import { metadataItem, metadataJson } from './metadata.ts';

export async function imageZip(resultsDir: string, numbers: number[]): Promise<Uint8Array> {
  const dir = await resultsDirectory(resultsDir);
  const entries = [];
  for (const n of numbers) entries.push({ name: imageEntryName(n), data: await readResult(dir, n) });
  return buildZip(entries, { level: 0 });
}

export function metadataZip({ collection, layers, jobs, level }: MetadataBatch): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries = jobs.map((job) => ({
    name: metadataEntryName(job.n),
    data: encoder.encode(metadataJson(metadataItem(collection, job.n, layers, job.digits))),
  }));
  return buildZip(entries, { level });
}
