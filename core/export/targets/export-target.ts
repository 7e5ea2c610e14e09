// One export target as a module (targets/<id>/): the files it writes and where, its check, where the
// cover goes, and what the panel offers for it. The registry (registry.ts) keys them by target id;
// adding a target is adding a folder here and a line there, with its rules in shared/launch-targets.ts.
import type { LaunchTarget, LaunchTargetId } from '../../../shared/launch-targets.ts';
import type { ExportSet } from '../export-set.ts';
import type { CoverImage } from './cover.ts';
import type { ListedFile, NamedText, TargetCheck, TargetLayout } from './target-types.ts';

export interface ExportTarget {
  id: LaunchTargetId;
  /** The launchpad's limits and words (shared/launch-targets.ts). */
  rules: LaunchTarget;
  /** The token images, their metadata and the target's own files (the cover where it takes one). */
  files(set: ExportSet, numbers: readonly number[]): TargetLayout;
  /** The launchpad's rules on what an export wrote (or an export zip handed back): each failure by file. */
  check(files: readonly ListedFile[]): TargetCheck;
  /** Where the chosen cover image is written. */
  coverPath(cover: Pick<CoverImage, 'extension'>): string;
  /** Token n's metadata in the metadata CAR, `image` at the set's base (the images root); none: not packed for IPFS. */
  ipfsMetadata?(set: ExportSet, n: number): NamedText;
  /** Its metadata carries `image` from an images base URI (the panel asks for one). */
  takesBaseUri: boolean;
  /** Its metadata files may be named without extension (the panel offers the choice). */
  bareMetadataNames: boolean;
}
