// Rewrites the figures tables of docs/performance.md: each benchmark's table sits between
// `<!-- <name>-table:start -->` and `<!-- <name>-table:end -->`, with when and where it was measured.
import { combinerTable } from './combiner-table.ts';
import { apiTable, filesTable, peersTable, plannerTable, renamerTable, uploadsTable, type Figures } from './doc-tables.ts';
import { exportTable } from './export-table.ts';
import { screensTable } from './screens-table.ts';
import { curationTable } from './curation-table.ts';
import { animatedTable } from './animated-table.ts';
import { launchTable } from './launch-table.ts';
import type { Measured } from './report.ts';

export const TABLES: Record<string, (figures: Figures) => string> = {
  api: apiTable,
  files: filesTable,
  uploads: uploadsTable,
  combiner: combinerTable,
  export: exportTable,
  peers: peersTable,
  planner: plannerTable,
  renamer: renamerTable,
  screens: screensTable,
  curation: curationTable,
  animated: animatedTable,
  launch: launchTable,
};

export const markers = (name: string) => [`<!-- ${name}-table:start -->`, `<!-- ${name}-table:end -->`] as const;

function measuredLine(name: string, measured: Partial<Measured> | undefined): string {
  const parts = [`Measured ${measured?.at?.slice(0, 10) ?? 'on an unrecorded day'}`];
  if (measured?.commit) parts.push(`at commit ${measured.commit}`);
  if (measured?.loadAverage?.length) parts.push(`load average ${measured.loadAverage.join(' ')} at the end`);
  return `${parts.join(', ')} (\`bench/out/${name}.json\`):`;
}

/** The doc with the table of every benchmark in `figures` replaced; a table without its markers is refused. */
export function updateTables(doc: string, figures: Record<string, Figures>): string {
  let next = doc;
  for (const [name, f] of Object.entries(figures)) {
    const table = TABLES[name];
    if (!table) throw new Error(`no table for bench/out/${name}.json`);
    const [start, end] = markers(name);
    const from = next.indexOf(start);
    const to = next.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} ... ${end}`);
    const block = `${start}\n${measuredLine(name, f.measured as Partial<Measured> | undefined)}\n\n${table(f)}\n${end}`;
    next = next.slice(0, from) + block + next.slice(to + end.length);
  }
  return next;
}
