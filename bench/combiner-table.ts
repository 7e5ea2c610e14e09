// The combiner's table in docs/performance.md, one row per run of bench/out/combiner.json.
import { inUnits, markdownTable, type Figures } from './doc-tables.ts';

type Run = Record<string, number | string | undefined>;

const kb = (bytes: unknown) => inUnits(bytes, 1024);
const cell = (value: unknown) => (value === undefined || value === null ? '-' : String(value));
const runName = (r: Run) =>
  `${Number(r.count).toLocaleString('en').replace(/,/g, ' ')} at ${r.size === 'original' ? `original size (${r.layerPx} px layers)` : `${r.size} px`}${
    r.layers ? ` from ${r.layers} x ${r.perLayer} layers of ${r.layerPx} px` : ''
  }`;

const HEAD = [
  'run',
  'images/s',
  'bare loop /s',
  'ratio',
  'storing loop /s',
  'longest task ms (generation)',
  'longest task ms (all)',
  'max frame gap ms',
  'click ms',
  'main thread busy s (generation)',
  'PNG kB photographic (plain / optimised)',
  'PNG kB pixel art (plain / optimised)',
  'zip batches s (without pauses)',
  'one zip s',
  'longest task ms (exports)',
  'load average',
];

export function combinerTable(figures: Figures): string {
  const runs = (figures.runs ?? []) as Run[];
  const rows = runs.map((r) => [
    runName(r),
    r.imagesPerSecond,
    r.bareLoop,
    r.versusBareLoop,
    r.bareStoring,
    r.generationLongestTaskMs ?? r.longestTaskMs,
    r.longestTaskMs,
    r.maxFrameGapMs,
    r.clickDelayMs,
    r.mainThreadBusySeconds,
    `${kb(r.pngBytesPerImage)} / ${kb(r.optimisedPngBytesPerImage)}`,
    `${kb(r.pixelArtPngBytesPerImage)} / ${kb(r.pixelArtOptimisedPngBytesPerImage)}`,
    `${cell(r.zipSeconds)} (${cell(r.zipSecondsWithoutPauses)})`,
    r.exportOneZipSeconds,
    Math.max(Number(r.zipLongestTaskMs ?? 0), Number(r.exportOneZipLongestTaskMs ?? 0)),
    `${cell(r.loadBefore)} -> ${cell(r.loadAfter)}`,
  ]);
  return markdownTable(HEAD, rows);
}
