// Which of the chosen files get uploaded, and in which batches (SPEC.md section 5, generation and upload).
import { MAX_FILES_PER_COLLECTION, SUPPORTED_IMAGE_EXTENSIONS, UPLOAD_BATCH_FILES } from '@/config/constants';

export const isSupportedImage = (name: string) =>
  (SUPPORTED_IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

export interface UploadPlan<F> {
  files: F[];
  /** Images dropped because they are not jpg, jpeg, png, gif or webp. */
  rejected: number;
  /** The 10000-file limit left no room for the whole selection. */
  overCollectionLimit: boolean;
  /** The selection was cut to what the credits and the collection limit allow. */
  limitedTo: number | null;
}

export function planUpload<F extends { name: string }>(chosen: F[], existing: number, allowance: number): UploadPlan<F> {
  const images = chosen.filter((f) => isSupportedImage(f.name));
  const slots = Math.max(0, Math.min(MAX_FILES_PER_COLLECTION, allowance) - existing);
  const files = images.slice(0, slots);
  return {
    files,
    rejected: chosen.length - images.length,
    overCollectionLimit: existing + images.length > MAX_FILES_PER_COLLECTION,
    limitedTo: files.length < images.length ? files.length : null,
  };
}

export function batches<F>(files: F[], size = UPLOAD_BATCH_FILES): F[][] {
  const out: F[][] = [];
  for (let i = 0; i < files.length; i += size) out.push(files.slice(i, i + size));
  return out;
}
