// The animated collection's table in docs/performance.md, one row of bench/out/animated.json.
import { inUnits, markdownTable, thousands, type Figures } from './doc-tables.ts';

export function animatedTable(f: Figures): string {
  const perToken = (f.bytesPerToken ?? {}) as Record<string, number>;
  return markdownTable(
    ['tokens x frames', 'size px', 'formats', 'seconds', 'frames/s', 'kB per token (PNG / GIF / MP4)', 'longest task ms', 'page heap MB'],
    [
      [
        `${thousands(f.tokens)} x ${String(f.frames)}`,
        f.size,
        Array.isArray(f.formats) ? f.formats.join(' + ') : f.formats,
        f.seconds,
        f.framesPerSecond,
        [perToken.png, perToken.gif, perToken.mp4].map((bytes) => inUnits(bytes, 1000)).join(' / '),
        f.longestTaskMs,
        f.peakHeapMB,
      ],
    ],
  );
}
