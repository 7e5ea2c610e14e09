// Markdown tables of docs/performance.md, one per benchmark, built from its bench/out/<name>.json
// (bench/performance-tables.ts writes them between the doc's markers). The combiner's is its own file.
type Cell = string | number | boolean | null | undefined;
type Row = Record<string, Cell>;
export type Figures = Record<string, unknown>;

const cell = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));
/** Bytes in a unit (1000, 1024, 1e6, 1e9) with `digits` decimals; '-' when not measured. */
export const inUnits = (bytes: unknown, unit: number, digits = 0) => (typeof bytes === 'number' ? (bytes / unit).toFixed(digits) : '-');
export const thousands = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en').replace(/,/g, ' ') : cell(n));

/** A markdown table: the first `leftColumns` columns (names) left-aligned, the figures right-aligned. */
export function markdownTable(head: string[], rows: unknown[][], leftColumns = 1): string {
  const rule = head.map((_, i) => (i < leftColumns ? '---' : '---:'));
  return [head, rule, ...rows.map((r) => r.map(cell))].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

export function apiTable(figures: Figures): string {
  const rows = (figures.rows ?? []) as Row[];
  const databases = [...new Set(rows.map((r) => String(r.database)))];
  const endpoints = [...new Set(rows.map((r) => String(r.endpoint)))];
  const at = (db: string, endpoint: string) => rows.find((r) => r.database === db && r.endpoint === endpoint);
  const head = ['endpoint', ...databases.flatMap((db) => [`${db} req/s`, 'p50 ms', 'p99 ms', 'errors'])];
  const body = endpoints.map((endpoint) => [
    endpoint,
    ...databases.flatMap((db) => {
      const r = at(db, endpoint);
      return [r?.['req/s'], r?.['p50 ms'], r?.['p99 ms'], r?.errors];
    }),
  ]);
  return markdownTable(head, body);
}

export function filesTable(figures: Figures): string {
  const row = (task: string, f: Row | undefined) => [
    task,
    thousands(f?.files),
    f?.requests,
    f?.transactions,
    f?.ms,
    thousands(f?.filesPerSecond),
  ];
  return markdownTable(
    ['task', 'files', 'requests', 'transactions', 'ms', 'files/s'],
    [row('upload 16x16 PNGs', figures.upload as Row), row('assign a trait over a collection', figures.batchAssign as Row)],
  );
}

export function uploadsTable(figures: Figures): string {
  const runs = (figures.runs ?? []) as Row[];
  return markdownTable(
    ['storage', 'case', 'seconds', 'files/s', 'MB/s', 'server RSS before MB', 'peak RSS MB'],
    runs.map((r) => [
      r.storage === 's3' ? 'S3 (s3rver)' : r.storage,
      r.case,
      r.seconds,
      r.filesPerSecond,
      r.mbPerSecond,
      r.baselineRssMb,
      r.peakRssMb,
    ]),
    2,
  );
}

/** Opening the collection (a reload to its layer list painted) and its longest task, when measured. */
const openCell = (ms: Cell | undefined, task: Cell | undefined) => (ms === undefined ? '-' : `${cell(ms)} (${cell(task)})`);

/** The in-app weight edits' rows (flat, then the tree), each only when measured. */
function weightEditRows(inApp: Row): Cell[][] {
  const edits = [
    [
      inApp.replanSetting,
      inApp.replanMs,
      inApp.replanLongestTaskMs,
      inApp.replanMaxFrameGapMs,
      inApp.countMs,
      inApp.openMs,
      inApp.openLongestTaskMs,
    ],
    [
      inApp.treeReplanSetting,
      inApp.treeReplanMs,
      inApp.treeReplanLongestTaskMs,
      inApp.treeReplanMaxFrameGapMs,
      inApp.treeCountMs,
      inApp.treeOpenMs,
      inApp.treeOpenLongestTaskMs,
    ],
  ];
  return edits
    .filter(([, ms]) => ms !== undefined)
    .map(([setting, ms, task, gap, count, open, openTask]) => [
      setting,
      inApp.replans,
      (ms as number) / 1000,
      task,
      gap,
      count ?? '-',
      openCell(open, openTask),
    ]);
}

export function plannerTable(figures: Figures): string {
  const runs = (figures.runs ?? []) as Row[];
  const inApp = figures.inApp as Row | null | undefined;
  const plans = markdownTable(
    ['tokens', 'layers x values', 'rules', 'plan s', 'duplicates', 'rule violations', 'counts exact'],
    runs.map((r) => [
      thousands(r.tokens),
      `${r.templates ? `${cell(r.templates)} templates of ` : ''}${cell(r.layers)} x ${cell(r.valuesPerLayer)}`,
      r.rules,
      r.planSeconds,
      r.duplicates,
      r.ruleViolations,
      r.countsExact,
    ]),
    2,
  );
  if (!inApp) return `${plans}\n\nIn the app: not measured (PLANNER_IN_APP=0).`;
  const app = markdownTable(
    ['in the app', 'replans', 'replan s (worst)', 'longest main-thread task ms', 'max frame gap ms', 'count ms', 'open ms (task)'],
    [
      [
        `${thousands(inApp.tokens)} tokens, ${cell(inApp.layers)} x ${cell(inApp.valuesPerLayer)}`,
        inApp.replans,
        inApp.replanSeconds,
        inApp.longestMainThreadTaskMs,
        inApp.maxFrameGapMs,
        '-',
        '-',
      ],
      ...weightEditRows(inApp),
    ],
  );
  return `${plans}\n\n${app}`;
}

export function renamerTable(f: Figures): string {
  return markdownTable(
    ['phase', 'seconds', 'MB/s', 'longest main-thread task ms', 'largest frame gap ms'],
    [
      [`add ${thousands(f.files)} files of ${cell(f.fileKB)} kB`, f.addSeconds, '', f.addLongestTaskMs, f.addLargestFrameGapMs],
      [
        `rename into ${cell(f.zips)} zips (without the 1 s pauses)`,
        `${cell(f.renameSeconds)} (${cell(f.renameSecondsWithoutPauses)})`,
        f.renameMBps,
        f.renameLongestTaskMs,
        f.renameLargestFrameGapMs,
      ],
      ['baseline: 3 s of 2 ms tasks', '', '', f.baselineLongestTaskMs, f.baselineLargestFrameGapMs],
    ],
  );
}

/** One row per engine, images/s and kB per image at each size (bench/out/peers.json). */
export function peersTable(figures: Figures): string {
  const runs = (figures.runs ?? []) as Row[];
  const engines = [...new Set(runs.map((r) => String(r.engine)))];
  const sizes = [...new Set(runs.map((r) => Number(r.size)))];
  const at = (engine: string, size: number) => runs.find((r) => r.engine === engine && r.size === size);
  return markdownTable(
    ['engine', ...sizes.flatMap((size) => [`${size} px /s`, `${size} px kB`])],
    engines.map((engine) => [
      engine,
      ...sizes.flatMap((size) => [at(engine, size)?.imagesPerSecond, inUnits(at(engine, size)?.bytesPerImage, 1024)]),
    ]),
  );
}
