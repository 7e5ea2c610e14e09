// The animations of an animated collection in the Stargaze and ERC-721 layouts: animations/n.gif and/or
// animations/n.mp4 (or n.webm) beside images/n.png, in a folder of their own; nothing for a still collection.
import { setAnimationFiles, type ExportSet } from '../export-set.ts';
import { ANIMATIONS_DIR, animationPath } from '../export-layout.ts';
import type { LayoutImage } from './target-types.ts';

export function animationFiles(set: Pick<ExportSet, 'animation'>, numbers: readonly number[]): { images: LayoutImage[]; dirs: string[] } {
  const files = setAnimationFiles(set);
  if (!files.length) return { images: [], dirs: [] };
  return {
    images: files.flatMap((file) => numbers.map((n) => ({ n, path: animationPath(n, file), animation: file }))),
    dirs: [ANIMATIONS_DIR],
  };
}
