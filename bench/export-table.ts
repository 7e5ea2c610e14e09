// The IPFS packing's table in docs/performance.md, one row of bench/out/export.json: the app's figures
// (its Node figures are described beside it).
import { markdownTable, type Figures } from './doc-tables.ts';

const gb = (bytes: unknown) => (typeof bytes === 'number' ? (bytes / 1e9).toFixed(1) : '-');
const images = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en').replace(/,/g, ' ') : '-');

export function exportTable(f: Figures): string {
  return markdownTable(
    ['images', 'CAR GB', 'carSeconds', 'longest task ms', 'page heap MB'],
    [[images(f.images), gb(f.carBytes), f.carSeconds, f.longestTaskMs, f.mainThreadPeakHeapMb]],
  );
}
