// Stargaze (the default target): Stargaze Studio's layout, checked with Studio's own rules
// (validate-stargaze.ts); packed for IPFS as the minter reads it, token k at `<base>/<k>`.
import { LAUNCH_TARGETS } from '../../../../shared/launch-targets.ts';
import { IMAGES_DIR } from '../../export-layout.ts';
import { metadataText } from '../../export-set.ts';
import { validateStargaze } from '../../validate-stargaze.ts';
import { coverBesidePath } from '../cover.ts';
import type { ExportTarget } from '../export-target.ts';
import { filesIn } from '../target-types.ts';
import { stargazeFiles } from './stargaze-layout.ts';
import { STARGAZE_METADATA_DIR, stargazeMetadataName } from './stargaze-names.ts';

export const STARGAZE_TARGET: ExportTarget = {
  id: 'stargaze',
  rules: LAUNCH_TARGETS.stargaze,
  files: stargazeFiles,
  check(files) {
    const images = filesIn(files, IMAGES_DIR).map((file) => file.name);
    const metadata = filesIn(files, STARGAZE_METADATA_DIR);
    return { images: images.length, metadata: metadata.length, problems: validateStargaze(images, metadata) };
  },
  coverPath: coverBesidePath,
  ipfsMetadata: (set, n) => ({ name: stargazeMetadataName(n, true), text: metadataText(set, n) }),
  takesBaseUri: true,
  bareMetadataNames: true,
};
