// Outside services failing: a mail relay that refuses (clear message, no live code left behind), and a
// chain indexer that hangs or answers garbage (credits fall back to 0, every screen's call still answers).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { graphqlIndexer } from '../services/graphql-indexer.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { seedCollection } from '../test/files-seed.ts';

describe('the mail relay refuses', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp({ mailer: { send: async () => Promise.reject(new Error('550 relay denied')) } })));
  afterAll(() => t.close());

  it("answers 'Failed to send verification code' and leaves no usable code", async () => {
    const res = await t.app.request('/api/send-verification.php', jsonRequest({ email: 'nomail@example.com' }, t.anonymous()));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, error: 'Failed to send verification code' });
    expect(await t.db.query("SELECT id FROM email_codes WHERE email = 'nomail@example.com' AND used_at IS NULL")).toEqual([]);
  });
});

describe('the chain indexer hangs or answers garbage', () => {
  let indexerServer: Server;
  let mode: 'hang' | 'garbage' | 'html' = 'hang';
  let url = '';
  beforeAll(async () => {
    indexerServer = createServer((req, res) => {
      if (mode === 'hang') return; // never answers
      res.writeHead(200, { 'content-type': mode === 'html' ? 'text/html' : 'application/json' });
      res.end(mode === 'html' ? '<html>502 Bad Gateway</html>' : '{"data":{"tokens":{"tokens":"not a list"}}}');
    });
    await new Promise<void>((r) => indexerServer.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(indexerServer.address() as { port: number }).port}/graphql`;
  });
  afterAll(() => {
    indexerServer.closeAllConnections();
    indexerServer.close();
  });

  it.each(['hang', 'garbage', 'html'] as const)('%s: credits fall back to 0 and the screens still answer', async (m) => {
    mode = m;
    const t = await createTestApp({ indexer: graphqlIndexer({ url, prefix: 'stars', timeoutMs: 300, log: () => undefined }) });
    try {
      const owner = `stars1${'q'.repeat(38)}`;
      const headers = await t.signIn(owner);
      const id = await seedCollection(t, owner);
      const started = Date.now();
      const credits = await t.app.request('/api/fetch.php', { headers });
      expect(credits.status).toBe(200);
      expect(await credits.json()).toMatchObject({ credits: 0, partnerCredits: 0, ownedCollections: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const path of [
        'api.php',
        `get_files.php?collectionId=${id}`,
        `get_traits.php?collectionId=${id}`,
        'select_borrow.php',
        'get-tickets.php',
      ]) {
        expect((await t.app.request(`/api/${path}`, { headers })).status, path).toBe(200);
      }
      expect((await t.app.request('/api/partners')).status).toBe(200);
      expect(DEFAULT_PARTNERS.length).toBe(5);
    } finally {
      await t.close();
    }
  });
});
