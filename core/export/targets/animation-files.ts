// The GIFs of an animated collection in the Stargaze and ERC-721 layouts: animations/n.gif beside
// images/n.png, in a folder of their own; nothing for a still collection.
import type { ExportSet } from '../export-set.ts';
import { ANIMATIONS_DIR, animationPath } from '../export-layout.ts';
import type { LayoutImage } from './target-types.ts';

export const animationFiles = (set: Pick<ExportSet, 'animated'>, numbers: readonly number[]): { images: LayoutImage[]; dirs: string[] } =>
  set.animated
    ? { images: numbers.map((n) => ({ n, path: animationPath(n), animation: true })), dirs: [ANIMATIONS_DIR] }
    : { images: [], dirs: [] };
