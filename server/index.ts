// Node entry: read the environment, open the database, serve SPA + API on one origin, shut down cleanly.
import { serve } from '@hono/node-server';
import { readEnv } from './env.ts';
import { buildDeps } from './build-deps.ts';
import { createApp } from './app.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from './services/orphan-sweep.ts';
import { contentOf } from './routes/content.ts';
import { placeholderWarning } from './contract/content.ts';
import { CONNECTIONS_PER_CLIENT, guardConnections } from './connection-guard.ts';

const env = readEnv();
const log = (line: Record<string, unknown>) => {
  if (env.LOG_LEVEL !== 'silent') console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
};
const deps = await buildDeps(env, log);
// With PGlite this process alone owns the data, so no other upload can be in flight: every file without
// a row is a leftover of a crash. With PostgreSQL other processes may be mid-upload: only old objects go.
const sweepAge = deps.db.kind === 'pglite' ? {} : { modifiedBefore: new Date(Date.now() - ORPHAN_MIN_AGE_MS) };
await sweepOrphans(deps.db, deps.storage, log, sweepAge);
const app = createApp(deps);
// One plain line, not JSON: an operator starting the app must notice it.
const warning = placeholderWarning(contentOf(deps));
if (warning && env.LOG_LEVEL !== 'silent') console.warn(warning);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log({ msg: `Traitforge listening on http://localhost:${info.port}`, database: deps.db.kind });
});

// Timeouts and the per-client socket bound (server/connection-guard.ts, docs/security.md). Behind
// trusted proxies every socket comes from a proxy, so the bound would count all users as one.
guardConnections(server as import('node:http').Server, {
  idleTimeoutMs: env.SOCKET_IDLE_TIMEOUT_MS,
  bodyTimeoutMs: env.BODY_TIMEOUT_MS,
  uploadMinBytesPerS: env.UPLOAD_MIN_BYTES_PER_S,
  connectionsPerClient: env.TRUSTED_PROXY_HOPS > 0 ? 0 : CONNECTIONS_PER_CLIENT,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log({ msg: 'shutting down', signal });
  server.close();
  await deps.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
