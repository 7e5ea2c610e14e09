// `npm run dev`: the API server in watch mode and the Vite dev server (proxying /api) side by side.
// `npm run dev -- --demo` also starts the fake chain indexer with demo holdings.
import { spawn } from 'node:child_process';

const demo = process.argv.includes('--demo');
const children = [];
const run = (cmd, args, env = {}) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill();
    process.exit(code ?? 0);
  });
};

const serverEnv = { PUBLIC_ORIGIN: 'http://localhost:5173' };
if (demo) {
  const port = process.env.FAKE_INDEXER_PORT ?? '8788';
  run('npx', ['tsx', 'e2e/fixtures/fake-indexer-cli.ts'], { FAKE_INDEXER_PORT: port });
  serverEnv.INDEXER_URL = `http://127.0.0.1:${port}/graphql`;
  // The same contracts as e2e/fixtures/test-partners.ts, which the fake indexer answers for.
  serverEnv.PARTNER_COLLECTIONS = JSON.stringify(
    Object.fromEntries(
      ['batKids', 'badMorning', 'lazySloth', 'smokersClub', 'joinRevolution'].map((key) => [key, `stars1test${key.toLowerCase()}`]),
    ),
  );
}
run('npx', ['tsx', 'watch', 'server/index.ts'], serverEnv);
run('npx', ['vite']);
