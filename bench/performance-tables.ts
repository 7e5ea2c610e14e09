// `npx tsx bench/performance-tables.ts`: rewrites the tables of docs/performance.md from the figures in
// bench/out/ (each benchmark's last run); a benchmark without figures keeps its table.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Figures } from './doc-tables.ts';
import { TABLES, updateTables } from './performance-doc.ts';

const DOC = 'docs/performance.md';
const figures: Record<string, Figures> = {};
for (const name of Object.keys(TABLES)) {
  const path = `bench/out/${name}.json`;
  if (!existsSync(path)) continue;
  const f = JSON.parse(readFileSync(path, 'utf8')) as Figures;
  // Figures written before they carried `measured` are dated by their file.
  f.measured ??= { at: statSync(path).mtime.toISOString(), commit: null, loadAverage: [] };
  figures[name] = f;
}
writeFileSync(DOC, updateTables(readFileSync(DOC, 'utf8'), figures));
console.log(`${DOC}: tables of ${Object.keys(figures).join(', ') || 'no benchmark (bench/out/ is empty)'}`);
