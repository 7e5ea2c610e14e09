// The Stargaze layout: images/1.png ... N.png and metadata/1.json ... N.json (or bare `n`, for the
// artist's own upload) as Stargaze Studio's upload step takes them, the cover beside them. Every
// attribute value is a string, a typed layer's too (Stargaze's Trait, core/metadata/target-attributes.ts).
import type { ExportSet } from '../../export-set.ts';
import { metadataText } from '../../export-set.ts';
import { IMAGES_DIR, imagePath } from '../../export-layout.ts';
import { animationFiles } from '../animation-files.ts';
import { coverBeside } from '../cover.ts';
import type { TargetLayout } from '../target-types.ts';
import { STARGAZE_METADATA_DIR, stargazeMetadataPath } from './stargaze-names.ts';

export const stargazeFiles = (set: ExportSet, numbers: readonly number[]): TargetLayout => ({
  images: [...numbers.map((n) => ({ n, path: imagePath(n) })), ...animationFiles(set, numbers).images],
  texts: numbers.map((n) => ({ path: stargazeMetadataPath(n, set.bareMetadataNames), text: metadataText(set, n) })),
  given: coverBeside(set.cover),
  dirs: [IMAGES_DIR, STARGAZE_METADATA_DIR, ...animationFiles(set, numbers).dirs],
});
