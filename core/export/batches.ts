// How exports are cut into zips and what everything inside is called (SPEC.md section 9, Exports).
import type { AnimationFile } from '../animation/animation-format.ts';

export interface Batch {
  /** 1-based batch number. */
  index: number;
  /** Batches in the whole export. */
  total: number;
  /** 1-based result numbers in this batch. */
  numbers: number[];
}

/** Result numbers 1..count in batches of `size`. */
export function batchesOf(count: number, size: number): Batch[] {
  const total = Math.ceil(count / size);
  return Array.from({ length: total }, (_, i) => {
    const first = i * size + 1;
    const last = Math.min(count, first + size - 1);
    return { index: i + 1, total, numbers: Array.from({ length: last - first + 1 }, (_, k) => first + k) };
  });
}

export const imageZipName = (batch: Pick<Batch, 'index' | 'total'>) => `merged_images_${batch.index}_of_${batch.total}.zip`;
export const metadataZipName = (batch: Pick<Batch, 'index' | 'total'>) => `metadata_${batch.index}_of_${batch.total}.zip`;
export const imageEntryName = (n: number) => `merged_${n}.png`;
export const animationEntryName = (n: number, file: AnimationFile = 'gif') => `merged_${n}.${file}`;
export const metadataEntryName = (n: number) => `${n}.json`;
