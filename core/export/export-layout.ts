// The files every export target writes beside its own (workers/export/targets/<id>/), and the images
// folder the Stargaze and ERC-721 layouts share.
import type { AnimationFile } from '../animation/animation-format.ts';

export const IMAGES_DIR = 'images';
export const RARITY_CSV = 'rarity.csv';
export const SETTINGS_JSON = 'traitforge.json';
export const PROVENANCE_JSON = 'provenance.json';

export const imageName = (n: number) => `${n}.png`;
export const imagePath = (n: number) => `${IMAGES_DIR}/${imageName(n)}`;

/** An animated collection's GIFs and videos, beside the images. */
export const ANIMATIONS_DIR = 'animations';
export const animationName = (n: number, file: AnimationFile = 'gif') => `${n}.${file}`;
export const animationPath = (n: number, file: AnimationFile = 'gif') => `${ANIMATIONS_DIR}/${animationName(n, file)}`;
