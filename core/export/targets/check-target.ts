// Each target's check, run on what an export wrote (or on an export zip the artist hands back): every
// failure named by its file, none meaning the launchpad takes the files as they are.
import type { LaunchTargetId } from '../../../shared/launch-targets.ts';
import { exportTarget } from './registry.ts';
import type { ListedFile, TargetCheck } from './target-types.ts';

export type { ListedFile, TargetCheck } from './target-types.ts';
export type { LaunchTargetId } from '../../../shared/launch-targets.ts';

export const checkTarget = (target: LaunchTargetId, files: readonly ListedFile[]): TargetCheck => exportTarget(target).check(files);

export const readyText = (images: number, metadata: number, target?: LaunchTargetId) =>
  `Ready for ${exportTarget(target).rules.launchpad}: ${images} images, ${metadata} metadata files`;

export const notReadyText = (problems: number, target?: LaunchTargetId) =>
  `Not ready for ${exportTarget(target).rules.launchpad}: ${problems === 1 ? '1 problem' : `${problems} problems`}`;
