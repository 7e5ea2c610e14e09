// Covers are downscaled in the browser to 300 px height (quality 0.8) before upload; when that fails
// the original file is sent (SPEC.md section 8: Invalid file object, Failed to create blob, Image loading failed).
import { COVER_HEIGHT_PX, COVER_QUALITY } from '@/config/constants';

async function load(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new Error('Image loading failed');
  }
}

async function downscale(file: File): Promise<File> {
  if (!(file instanceof File) || !file.type.startsWith('image/')) throw new Error('Invalid file object');
  const image = await load(file);
  const height = Math.min(COVER_HEIGHT_PX, image.height);
  const width = Math.max(1, Math.round((image.width * height) / image.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  image.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', COVER_QUALITY));
  if (!blob) throw new Error('Failed to create blob');
  const extension = blob.type.split('/')[1] ?? 'webp';
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, { type: blob.type });
}

export async function resizeCover(file: File): Promise<File> {
  try {
    return await downscale(file);
  } catch (error) {
    console.warn(`Cover resize failed, uploading the original: ${error instanceof Error ? error.message : error}`);
    return file;
  }
}
