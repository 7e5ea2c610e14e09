// A real app on a fresh database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL: see
// test-database.ts) and a temporary upload folder, for one server test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { createApp } from '../app.ts';
import { openTestDatabase } from './test-database.ts';
import { migrate } from '../db/migrate.ts';
import { diskStorage } from '../services/storage.ts';
import type { Mail } from '../services/mailer.ts';
import type { AppDeps, Clock } from '../deps.ts';
import { randomToken, SESSION_COOKIE, XSRF_COOKIE } from '../auth/sessions.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date('2026-01-01T00:00:00Z')): TestClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms), set: (d) => void (now = d.getTime()) };
}

/** Holdings by `${owner}|${collectionAddr}`; tests set what the chain would say. */
export type Holdings = Map<string, number>;

export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const db = await openTestDatabase();
  await migrate(db);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'tf-uploads-'));
  const mails: Mail[] = [];
  const holdings: Holdings = new Map();
  const clock = testClock();
  const deps: AppDeps = {
    db,
    storage: diskStorage(uploadsDir),
    mailer: { send: async (mail) => void mails.push(mail) },
    indexer: {
      countTokens: async (owner, addr) => holdings.get(`${owner}|${addr}`) ?? 0,
      floorPrice: async () => 0,
    },
    clock,
    // Sign-in tests issue many challenges from one client at one instant; the limit has its own test.
    config: {
      secret: 'test-secret-'.padEnd(40, 'x'),
      adminAddresses: [],
      cookieSecure: false,
      allowedOrigins: [],
      challengeLimits: { perAddressPerMinute: 1e6, perClientPerMinute: 1e6 },
      log: () => undefined,
    },
    ...overrides,
  };
  const app = createApp(deps);

  /** A signed-in user: a session row as a successful proof would leave it, and the headers to use it. */
  async function signIn(address: string, wallet = 'keplr', email: string | null = null) {
    const id = randomToken();
    const xsrf = randomToken();
    const now = deps.clock.now();
    await db.query(
      `INSERT INTO sessions (id_hash, address, wallet, email, xsrf_token, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [
        createHash('sha256').update(id).digest('hex'),
        canonicalAddress(address, wallet),
        wallet,
        email,
        xsrf,
        now,
        new Date(now.getTime() + 86_400_000),
      ],
    );
    return { cookie: `${SESSION_COOKIE}=${id}; ${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf };
  }

  /** Headers of an anonymous visitor that passes the CSRF check. */
  function anonymous() {
    const xsrf = randomToken();
    return { cookie: `${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf };
  }

  async function close() {
    await db.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }

  return { app, deps, db, mails, holdings, clock, uploadsDir, signIn, anonymous, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function jsonRequest(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
