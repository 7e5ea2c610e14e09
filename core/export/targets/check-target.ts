// Each target's check, run on what an export wrote (or on an export zip the artist hands back): every
// failure named by its file, none meaning the launchpad takes the files as they are.
import { LAUNCH_TARGETS, type LaunchTargetId } from '../../../shared/launch-targets.ts';
import { STARGAZE_IMAGES_DIR, STARGAZE_METADATA_DIR } from '../stargaze-layout.ts';
import { validateStargaze } from '../validate-stargaze.ts';
import { checkErc721 } from './check-erc721.ts';
import { checkMetaplex } from './check-metaplex.ts';
import { filesIn, type ListedFile, type TargetCheck } from './target-types.ts';

export type { ListedFile, TargetCheck } from './target-types.ts';
export type { LaunchTargetId } from '../../../shared/launch-targets.ts';

function checkStargaze(files: readonly ListedFile[]): TargetCheck {
  const images = filesIn(files, STARGAZE_IMAGES_DIR).map((file) => file.name);
  const metadata = filesIn(files, STARGAZE_METADATA_DIR);
  return { images: images.length, metadata: metadata.length, problems: validateStargaze(images, metadata) };
}

export function checkTarget(target: LaunchTargetId, files: readonly ListedFile[]): TargetCheck {
  if (target === 'erc721') return checkErc721(files);
  if (target === 'metaplex') return checkMetaplex(files);
  return checkStargaze(files);
}

export const readyText = (images: number, metadata: number, target: LaunchTargetId = 'stargaze') =>
  `Ready for ${LAUNCH_TARGETS[target].launchpad}: ${images} images, ${metadata} metadata files`;

export const notReadyText = (problems: number, target: LaunchTargetId = 'stargaze') =>
  `Not ready for ${LAUNCH_TARGETS[target].launchpad}: ${problems === 1 ? '1 problem' : `${problems} problems`}`;
