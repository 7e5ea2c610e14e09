// Clients that hold sockets: a request whose body (or headers) stop arriving is answered 408 and closed
// once nothing came for the idle time; a body that drips is answered 408 at its deadline (the body
// timeout, and for an upload one more second per UPLOAD_MIN_BYTES_PER_S received); a slow upload above
// that rate still completes; one client address holds at most CONNECTIONS_PER_CLIENT sockets. The times
// are shortened here by the environment (production constants: server/connection-guard.ts,
// server/request-deadline.ts). A real server process; PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_PER_CLIENT, SOCKET_IDLE_TIMEOUT_MS } from '../connection-guard.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { BOUNDARY, streamedUpload } from '../test/multipart-stream.ts';
import { openRaw, requestHead, type RawClient } from '../test/raw-http.ts';
import { kill, signInByEmail, startServer, type Server } from '../faults/fault-server.ts';
import { formOf, png } from './attack-world.ts';

// Long enough that a busy machine stalling a process for a moment is not taken for a silent client.
const IDLE_MS = 3_000;
const BODY_MS = 5_000;
const MIN_RATE = 512 * 1024;
/** How late a deadline's answer may come on a busy machine. */
const SLACK_MS = 3_000;
const MB = 1024 * 1024;
let server: Server;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let headers: Record<string, string>;
let collectionId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tf-slow-'));
  const env: Record<string, string> = {
    SOCKET_IDLE_TIMEOUT_MS: String(IDLE_MS),
    BODY_TIMEOUT_MS: String(BODY_MS),
    UPLOAD_MIN_BYTES_PER_S: String(MIN_RATE),
    MAX_FILE_BYTES: String(25 * MB),
  };
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

function expect408(answer: string, error = 'Request timed out: nothing was received for too long') {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, error, message: error });
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

/** Sends `body` one byte at a time, a byte a second (never idle), until the server closes the socket. */
function drip(client: RawClient, body: string): void {
  let at = 0;
  const timer = setInterval(
    () => (client.socket.destroyed || at >= body.length ? clearInterval(timer) : client.socket.write(body[at++]!)),
    1_000,
  );
  void client.closed.then(() => clearInterval(timer));
}

const TOO_SLOW = 'Request timed out: the body arrived too slowly';

describe('clients that drip', () => {
  it(`a JSON POST declaring 1000 bytes and sending one a second is answered 408 at the body timeout`, async () => {
    const client = await openRaw(server.base);
    const started = Date.now();
    client.socket.write(
      requestHead('POST', '/api/add_main_trait.php', { ...headers, 'content-type': 'application/json', 'content-length': '1000' }),
    );
    drip(client, '{"trait_name":"' + 'x'.repeat(1000));
    expect408(await answerOnClose(client), TOO_SLOW);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_MS);
    expect(Date.now() - started).toBeLessThan(BODY_MS + SLACK_MS);
  });

  it('an upload that sends 1 MB at once, then a byte a second, is answered 408 once it falls below the minimum rate', async () => {
    const before = await storedFiles();
    const client = await openRaw(server.base);
    const started = Date.now();
    client.socket.write(
      requestHead('POST', '/api/upload_file.php', {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(10 * MB),
      }),
    );
    const body = streamedUpload(collectionId, [{ name: 'drip.png', size: 8 * MB }]).getReader();
    let sent = 0;
    while (sent < MB) {
      const { value } = await body.read();
      client.socket.write(value!);
      sent += value!.length;
    }
    drip(client, 'x'.repeat(1000));
    expect408(await answerOnClose(client), TOO_SLOW);
    // The body timeout, and one more second for every MIN_RATE bytes received (counted from the first read
    // after the headers: what came in the same read, at most 64 KiB, is not).
    const due = BODY_MS + (sent / MIN_RATE) * 1000;
    expect(Date.now() - started).toBeGreaterThanOrEqual(due - ((64 * 1024) / MIN_RATE) * 1000);
    expect(Date.now() - started).toBeLessThan(due + SLACK_MS);
    for (let tries = 0; tries < 100 && (await storedFiles()).length > before.length; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await storedFiles()).toEqual(before);
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
  it(
    `20 MB in 1 MB pieces, one every 500 ms (twice the body timeout, above the minimum rate), is stored whole`,
    { timeout: 120_000 },
    async () => {
      const pieces = streamedUpload(collectionId, [{ name: 'slow.png', size: 20 * MB }]).getReader();
      const started = Date.now();
      const slow = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((r) => setTimeout(r, 500));
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
      expect(Date.now() - started).toBeGreaterThan(2 * BODY_MS);
    },
  );
});

describe('sockets per client address', () => {
  it(`${CONNECTIONS_PER_CLIENT} held sockets from one address: the next is answered 429, other addresses are served`, async () => {
    const held: RawClient[] = [];
    // Held by a header block that keeps arriving: neither idle nor a body past its deadline.
    const trickle = setInterval(() => held.forEach((c) => c.socket.write('x-hold: 1\r\n')), IDLE_MS / 5);
    try {
      for (let i = 0; i < CONNECTIONS_PER_CLIENT; i++) {
        const client = await openRaw(server.base, '127.0.0.2');
        client.socket.write('GET /api/health HTTP/1.1\r\nhost: localhost\r\n');
        held.push(client);
      }
      const refused = await openRaw(server.base, '127.0.0.2');
      const answer = await answerOnClose(refused);
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toContain('"error":"Too many open connections from your address"');
      expect(held.filter((c) => c.socket.destroyed || c.received() !== '')).toEqual([]);
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
