import { FILE_NAME_DISPLAY_MAX, RENAMER_ZIP_BATCH } from '@/config/constants';

const ZIP_PREFIX = 'files';
const ELLIPSIS = '...';

/** The extension with its dot ('.png'), or '' when the name has none (a leading dot is not one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** The new name of the file at 0-based `index`: numbering starts at 1 and keeps the original extension. */
export const numberedName = (index: number, originalName: string) => `${index + 1}${extensionOf(originalName)}`;

export interface BatchPlan {
  /** 0-based positions [start, end) in the ordered file list. */
  start: number;
  end: number;
  zipName: string;
}

/** Splits `count` files into zips of `size`, each named by the range of numbers it holds. */
export function planBatches(count: number, size: number = RENAMER_ZIP_BATCH): BatchPlan[] {
  const batches: BatchPlan[] = [];
  for (let start = 0; start < count; start += size) {
    const end = Math.min(count, start + size);
    batches.push({ start, end, zipName: `${ZIP_PREFIX}_${start + 1}-${end}.zip` });
  }
  return batches;
}

export function shortenName(name: string, max: number = FILE_NAME_DISPLAY_MAX): string {
  return name.length > max ? `${name.slice(0, max - ELLIPSIS.length)}${ELLIPSIS}` : name;
}
