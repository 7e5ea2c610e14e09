// Uploads stream to storage: three parallel uploads of a 150 MB file (MAX_FILE_BYTES raised for it)
// grow the server's memory by less than 100 MB (the whole bodies were held in memory before: about
// 1.5 GB for three 190 MB uploads), and every byte lands on disk.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedCollection } from '../test/files-seed.ts';
import { BOUNDARY, streamedUpload } from '../test/multipart-stream.ts';

const MB = 1024 * 1024;
const OWNER = 'stars1cc0qahvwvmwa3p4pfgvl3t9pn5rc5t2s0230qw';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.config.maxFileBytes = 160 * MB;
});
afterAll(() => t.close());

it('3 x 150 MB in parallel: RSS grows by less than 100 MB and every file is stored whole', async () => {
  const headers = await t.signIn(OWNER);
  const id = await seedCollection(t, OWNER);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        t.app.request('/api/upload_file.php', {
          method: 'POST',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: streamedUpload(id, [{ name: `big-${n}.png`, size: 150 * MB }]),
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
  } finally {
    clearInterval(sampler);
  }
  expect((peak - baseline) / MB).toBeLessThan(100);
  const rows = await t.db.query<{ storage_key: string; size: number }>('SELECT storage_key, size FROM files ORDER BY file_name');
  expect(rows.map((r) => Number(r.size))).toEqual([150 * MB, 150 * MB, 150 * MB]);
  for (const row of rows) expect((await stat(join(t.uploadsDir, row.storage_key))).size).toBe(150 * MB);
}, 300_000);
