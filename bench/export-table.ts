// The IPFS packing's table in docs/performance.md, one row of bench/out/export.json: the app's figures
// (its Node figures are described beside it).
import { inUnits, markdownTable, type Figures } from './doc-tables.ts';

const images = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en').replace(/,/g, ' ') : '-');

export function exportTable(f: Figures): string {
  return markdownTable(
    ['images', 'CAR GB', 'carSeconds', 'longest task ms', 'page heap MB'],
    [[images(f.images), inUnits(f.carBytes, 1e9, 1), f.carSeconds, f.longestTaskMs, f.mainThreadPeakHeapMb]],
  );
}
