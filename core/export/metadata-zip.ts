// A batch of {n}.json metadata files as one deflated zip (the export worker builds it off the main thread).
import type { MetadataBatch } from '../protocol.ts';
import { buildZip } from '../zip/build-zip.ts';
import { metadataEntryName } from './batches.ts';
import { tokenMetadataJson } from './token-metadata.ts';

export function metadataZip({ collection, layers, jobs, level, oneOfOnes, format }: MetadataBatch): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries = jobs.map((job) => ({
    name: metadataEntryName(job.n),
    data: encoder.encode(tokenMetadataJson(format, collection, job.n, layers, job.digits, oneOfOnes)),
  }));
  return buildZip(entries, { level });
}
