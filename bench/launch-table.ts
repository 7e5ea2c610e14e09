// The launch's table in docs/performance.md, one row of bench/out/launch.json: pinning the CARs of a run
// to the fake Pinata against writing the same bytes to local disk in the same run.
import { inUnits, markdownTable, thousands, type Figures } from './doc-tables.ts';

const mb = (bytes: unknown) => inUnits(bytes, 1e6, 1);
const ratio = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? (a / b).toFixed(1) : '-');

export function launchTable(f: Figures): string {
  return markdownTable(
    ['images', 'CAR GB', 'pin s', 'disk s', 'pin / disk', 'resent MB (part MB)', 'roots verified', 'longest task ms', 'page heap MB'],
    [
      [
        thousands(f.images),
        inUnits(f.carBytes, 1e9, 2),
        f.pinSeconds,
        f.diskSeconds,
        ratio(f.pinSeconds, f.diskSeconds),
        `${mb(f.resumedBytesResent)} (${mb(f.partBytes)})`,
        f.rootsVerified,
        f.longestTaskMs,
        f.peakHeapMB,
      ],
    ],
  );
}
