// Batch assignment over file numbers from..to: the ids come from the full list, then chunks of 100
// go one request each (one transaction on the server), with a percentage after each chunk.
import { BATCH_ASSIGN_CHUNK } from '@/config/constants';
import { fetchAllFiles } from './files-page';
import { assignBatch } from './trait-calls';

export async function assignRange(collectionId: string, from: number, to: number, valueId: number, onPercent: (percent: number) => void) {
  const { files } = await fetchAllFiles(collectionId);
  const ids = files.slice(from - 1, to).map((f) => f.id);
  let successful = 0;
  let failed = 0;
  const errors: string[] = [];
  for (let i = 0; i < ids.length; i += BATCH_ASSIGN_CHUNK) {
    const chunk = ids.slice(i, i + BATCH_ASSIGN_CHUNK);
    const result = await assignBatch(chunk.map((id) => ({ file_id: id, value_id: valueId })));
    successful += result.successful;
    failed += result.failed;
    for (const r of result.results) if (!r.success) errors.push(`File ${from + ids.indexOf(r.file_id)}: ${r.message}`);
    onPercent(Math.round(((i + chunk.length) / ids.length) * 100));
  }
  return { successful, failed, errors };
}
