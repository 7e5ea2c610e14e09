// Node entry: read the environment, open the database, serve SPA + API on one origin, shut down cleanly.
import { serve } from '@hono/node-server';
import { readEnv } from './env.ts';
import { buildDeps } from './build-deps.ts';
import { createApp } from './app.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from './services/orphan-sweep.ts';
import { contentOf } from './routes/content.ts';
import { placeholderWarning } from './contract/content.ts';

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

// Explicit timeouts: a client that trickles its headers is cut off after 20 s; a whole request (an
// upload batch of up to 15 x MAX_FILE_BYTES on a slow link) may take up to 15 minutes.
const http = server as import('node:http').Server;
http.headersTimeout = 20_000;
http.requestTimeout = 15 * 60_000;
http.keepAliveTimeout = 5_000;

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
