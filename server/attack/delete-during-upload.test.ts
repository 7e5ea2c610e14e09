// Deleting a collection while uploads stream into it: the delete succeeds, each upload is stored
// before it or refused with 404 afterwards (409 for a limit), no request sees a 500, and once all have
// answered no row and no file of the collection is left. Some uploads are held mid-body until the
// delete has answered, so every run has files staged in storage for a collection that is gone.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { seedCollection } from '../test/files-seed.ts';
import { heldUpload } from '../test/multipart-stream.ts';
import { starsAddress } from './attack-world.ts';

const RUNS = 20;
const UPLOADS = 10;
const FILES = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const leftOnDisk = (dir: string) => readdir(dir, { recursive: true }).catch(() => [] as string[]);

describe('deleting a collection while uploads into it run', () => {
  it(`answers no 500 and leaves nothing behind (${RUNS} runs, ${UPLOADS} uploads of ${FILES} files each)`, async () => {
    const owner = starsAddress();
    const headers = await t.signIn(owner);
    const statuses: Record<number, number> = {};
    for (let run = 0; run < RUNS; run++) {
      const id = await seedCollection(t, owner, `Race ${run}`);
      // Upload i stops after (i + run) % (FILES + 1) files until the delete has answered; FILES means never.
      const held = Array.from({ length: UPLOADS }, (_, i) => heldUpload(id, FILES, (i + run) % (FILES + 1)));
      const uploads = held.map((body) =>
        t.app.request('/api/upload_file.php', {
          method: 'POST',
          headers: { ...headers, 'content-type': body.contentType },
          body: body.stream,
          duplex: 'half',
        } as RequestInit),
      );
      await Promise.all(held.map((body) => body.reachedHold));
      const deleted = await t.app.request('/api/delete_collection.php', jsonRequest({ id }, headers));
      for (const body of held) body.release();
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      for (const [i, res] of (await Promise.all(uploads)).entries()) {
        const body = (await res.json()) as { error?: string };
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        expect([200, 404, 409], JSON.stringify(body)).toContain(res.status);
        // Held past the delete: its files cannot have been stored.
        if (held[i]!.holdsBeforeEnd) expect(body.error).toBe('Collection not found');
      }
      expect(await t.db.query('SELECT id FROM files WHERE collection_id = $1', [id])).toEqual([]);
      expect(await t.db.query('SELECT id FROM collections WHERE id = $1', [id])).toEqual([]);
      expect(await leftOnDisk(join(t.uploadsDir, 'collections', canonicalAddress(owner), String(id)))).toEqual([]);
    }
    expect(statuses[404]).toBeGreaterThan(0);
  });
});
