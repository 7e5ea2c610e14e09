// `npm start`: build the SPA when dist/ is missing or older than the sources.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = 'dist/index.html';
const sources = Math.max(newest('src'), newest('workers'), newest('public'), statSync('index.html').mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the app...');
  execSync('npx vite build', { stdio: 'inherit' });
}
