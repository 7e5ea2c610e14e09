// Shared output of every benchmark: a table on stdout and the same figures as JSON in bench/out/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function report(name: string, figures: Record<string, unknown>, rows: Array<Record<string, unknown>>): void {
  console.table(rows);
  const out = fileURLToPath(new URL('./out/', import.meta.url));
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}${name}.json`, JSON.stringify(figures, null, 2));
  console.log(`figures written to bench/out/${name}.json`);
}
