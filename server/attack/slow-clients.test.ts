// Clients that hold sockets without sending: a request whose body (or headers) stop arriving is
// answered 408 and closed once nothing came for the idle time (shortened here by
// SOCKET_IDLE_TIMEOUT_MS; the production constant is in server/connection-guard.ts), a slow upload
// that keeps sending still completes, and one client address holds at most CONNECTIONS_PER_CLIENT
// sockets. A real server process; PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_PER_CLIENT, SOCKET_IDLE_TIMEOUT_MS } from '../connection-guard.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { BOUNDARY, streamedUpload } from '../test/multipart-stream.ts';
import { openRaw, requestHead, until, type RawClient } from '../test/raw-http.ts';
import { kill, signInByEmail, startServer, type Server } from '../faults/fault-server.ts';
import { formOf, png } from './attack-world.ts';

// Long enough that a busy machine stalling a process for a moment is not taken for a silent client.
const IDLE_MS = 3_000;
const MB = 1024 * 1024;
let server: Server;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let headers: Record<string, string>;
let collectionId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tf-slow-'));
  const env: Record<string, string> = { SOCKET_IDLE_TIMEOUT_MS: String(IDLE_MS), MAX_FILE_BYTES: String(25 * MB) };
  if (process.env.TEST_DATABASE_URL) {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    dropDatabase = database.drop;
    Object.assign(env, { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex') });
  }
  server = await startServer(dataDir, env);
  headers = await signInByEmail(server, 'slow@example.com');
  const added = await fetch(`${server.base}/api/add_collection.php`, {
    method: 'POST',
    headers,
    body: formOf({ name: 'Slow', description: 'd', coverPhoto: png() }),
  });
  collectionId = ((await added.json()) as { collection: { id: number } }).collection.id;
  // A server process starting on a busy machine.
}, 120_000);
afterAll(async () => {
  if (server) await kill(server);
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

/** The answer the server gave before closing; fails if the socket is still open after the production idle time. */
async function answerOnClose(client: RawClient): Promise<string> {
  const stillOpen = new Promise<string>((_, reject) =>
    setTimeout(() => reject(new Error(`still open after ${SOCKET_IDLE_TIMEOUT_MS} ms`)), SOCKET_IDLE_TIMEOUT_MS).unref(),
  );
  return Promise.race([client.closed, stillOpen]);
}

function expect408(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    success: false,
    error: 'Request timed out: nothing was received for too long',
    message: 'Request timed out: nothing was received for too long',
  });
}

const storedFiles = async () =>
  (await readdir(join(dataDir, 'uploads', 'collections'), { recursive: true }).catch(() => [])).filter((f) => /\.\w+$/.test(f));

describe('clients that stop sending', () => {
  it('a POST that declares 1000 bytes and sends none is answered 408 and closed', async () => {
    const client = await openRaw(server.base);
    client.socket.write(
      requestHead('POST', '/api/add_main_trait.php', { ...headers, 'content-type': 'application/json', 'content-length': '1000' }),
    );
    expect408(await answerOnClose(client));
  });

  it('an upload that declares 100 MB and sends nothing is answered 408 and closed', async () => {
    const client = await openRaw(server.base);
    client.socket.write(
      requestHead('POST', '/api/upload_file.php', {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(100 * MB),
      }),
    );
    expect408(await answerOnClose(client));
  });

  it('an upload that stops in the middle of a file is answered 408 and leaves no file behind', async () => {
    const before = await storedFiles();
    const client = await openRaw(server.base);
    client.socket.write(
      requestHead('POST', '/api/upload_file.php', {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(10 * MB),
      }),
    );
    const body = streamedUpload(collectionId, [{ name: 'half.png', size: 8 * MB }]).getReader();
    for (let sent = 0; sent < 2 * MB;) {
      const { value } = await body.read();
      client.socket.write(value!);
      sent += value!.length;
    }
    expect408(await answerOnClose(client));
    // The server removes the half-written file as the closed socket fails its write: shortly after.
    for (let tries = 0; tries < 100 && (await storedFiles()).length > before.length; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await storedFiles()).toEqual(before);
  });

  it('a headers block that stops halfway is answered 408 and closed', async () => {
    const client = await openRaw(server.base);
    client.socket.write('GET /api/health HTTP/1.1\r\nhost: localhost\r\n');
    expect408(await answerOnClose(client));
  });
});

describe('the server log', () => {
  it('counts a client the idle time closed as gone, not as a server error', () => {
    const lines = server.output.join('').split('\n');
    expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    expect(lines.filter((l) => l.includes('"msg":"client gone before the answer"')).length).toBeGreaterThan(0);
  });
});

describe('a slow upload that keeps sending', () => {
  it(`20 MB in 1 MB pieces, each after a pause of a tenth of the idle time, is stored whole`, { timeout: 120_000 }, async () => {
    const pieces = streamedUpload(collectionId, [{ name: 'slow.png', size: 20 * MB }]).getReader();
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, IDLE_MS / 10));
        const { value, done } = await pieces.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    const res = await fetch(`${server.base}/api/upload_file.php`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: slow,
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as { uploadedFiles?: Array<{ file_name: string }> };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.uploadedFiles?.map((f) => f.file_name)).toEqual(['slow.png']);
    const stored = (await storedFiles()).find((f) => f.endsWith('-slow.png'));
    expect((await stat(join(dataDir, 'uploads', 'collections', stored!))).size).toBe(20 * MB);
  });
});

describe('sockets per client address', () => {
  it(`${CONNECTIONS_PER_CLIENT} held sockets from one address: the next is answered 429, other addresses are served`, async () => {
    const held: RawClient[] = [];
    const trickle = setInterval(() => held.forEach((c) => c.socket.write('1')), IDLE_MS / 5);
    try {
      for (let i = 0; i < CONNECTIONS_PER_CLIENT; i++) {
        const client = await openRaw(server.base, '127.0.0.2');
        client.socket.write(
          requestHead('POST', '/api/add_main_trait.php', {
            ...headers,
            'content-type': 'application/json',
            'content-length': '100000',
            expect: '100-continue',
          }),
        );
        await until(client, '100 Continue');
        held.push(client);
      }
      const refused = await openRaw(server.base, '127.0.0.2');
      const answer = await answerOnClose(refused);
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toContain('"error":"Too many open connections from your address"');
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    } finally {
      clearInterval(trickle);
      held.forEach((c) => c.socket.destroy());
    }
    // Closed sockets are counted out as the server sees them close: the address is served again.
    let answer = '';
    for (let tries = 0; tries < 50 && !answer.startsWith('HTTP/1.1 200 '); tries++) {
      const again = await openRaw(server.base, '127.0.0.2');
      again.socket.write(requestHead('GET', '/api/health', { connection: 'close' }));
      answer = await answerOnClose(again);
      if (!answer.startsWith('HTTP/1.1 200 ')) await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
