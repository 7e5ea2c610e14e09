// `npx tsx bench/combiner-report.ts`: writes the combiner table of docs/performance.md from
// bench/out/combiner.json (between the combiner-table markers), dated with the commit it measured.
import { execSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';

const JSON_PATH = 'bench/out/combiner.json';
const DOC = 'docs/performance.md';
const START = '<!-- combiner-table:start -->';
const END = '<!-- combiner-table:end -->';

type Run = Record<string, number | string | undefined>;

const kb = (bytes: unknown) => (typeof bytes === 'number' ? `${Math.round(bytes / 1024)}` : '-');
const cell = (value: unknown) => (value === undefined || value === null ? '-' : String(value));

function table(runs: Run[]): string {
  const rows = runs.map((r) =>
    [
      `${Number(r.count).toLocaleString('en').replace(/,/g, ' ')} at ${r.size === 'original' ? `original size (${r.layerPx} px layers)` : `${r.size} px`}`,
      r.imagesPerSecond,
      r.bareLoop,
      r.versusBareLoop,
      r.bareStoring,
      r.bareWithoutProbe,
      r.bareLoopBrowserPng,
      r.generationLongestTaskMs ?? r.longestTaskMs,
      r.longestTaskMs,
      r.maxFrameGapMs,
      r.clickDelayMs,
      r.peakHeapMB,
      r.mainThreadBusySeconds,
      `${kb(r.pngBytesPerImage)} / ${kb(r.optimisedPngBytesPerImage)}`,
      `${kb(r.pixelArtPngBytesPerImage)} / ${kb(r.pixelArtOptimisedPngBytesPerImage)}`,
      `${cell(r.optimiseMsPerImage)} / ${cell(r.pixelArtOptimiseMsPerImage)}`,
      `${cell(r.zipSeconds)} (${cell(r.zipSecondsWithoutPauses)})`,
      r.exportOneZipSeconds,
      Math.max(Number(r.zipLongestTaskMs ?? 0), Number(r.exportOneZipLongestTaskMs ?? 0)),
      `${cell(r.loadBefore)} -> ${cell(r.loadAfter)}`,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| run | images/s | bare loop /s | ratio | storing loop /s | bare loop unwatched /s | bare loop, browser encoder /s | longest task ms (generation) | longest task ms (all) | max frame gap ms | click ms | peak heap MB | main thread busy s (generation) | PNG kB photographic (plain / optimised) | PNG kB pixel art (plain / optimised) | optimise ms per image (photo / pixel art) | zip batches s (without pauses) | one zip s | longest task ms (exports) | load average |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const { runs } = JSON.parse(readFileSync(JSON_PATH, 'utf8')) as { runs: Run[] };
const commit = execSync('git rev-parse --short HEAD').toString().trim();
const measured = statSync(JSON_PATH).mtime.toISOString().slice(0, 10);
const block = `${START}\nMeasured ${measured} at commit ${commit} (\`bench/out/combiner.json\`, written by this script):\n\n${table(runs)}\n${END}`;
const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const next = at >= 0 ? doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length) : `${doc.trimEnd()}\n\n${block}\n`;
writeFileSync(DOC, next);
console.log(`${DOC}: combiner table from ${JSON_PATH} (${runs.length} runs, commit ${commit})`);
