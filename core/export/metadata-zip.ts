// A batch of {n}.json metadata files as one deflated zip (the export worker builds it off the main thread).
import type { MetadataBatch } from '../protocol.ts';
import { buildZip } from '../zip/build-zip.ts';
import { metadataEntryName } from './batches.ts';
import { batchMetadataTexts } from './token-metadata.ts';

export function metadataZip(batch: MetadataBatch): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const texts = batchMetadataTexts(batch);
  const entries = batch.jobs.map((job, i) => ({ name: metadataEntryName(job.n), data: encoder.encode(texts[i]) }));
  return buildZip(entries, { level: batch.level });
}
