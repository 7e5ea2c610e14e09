// `npm run bench [-- <name>]`: runs bench/<name>.bench.ts (all of them without a name). Each benchmark
// prints a table and writes the same figures to bench/out/<name>.json.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ') || 'none'}`);
  process.exit(1);
}
const names = wanted.length ? wanted : available;
if (!names.length) console.log('No benchmarks yet.');
for (const name of names) {
  console.log(`\n== ${name} ==`);
  const run = spawnSync('npx', ['tsx', `${dir}${name}.bench.ts`], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
