// Solana Metaplex: what Sugar uploads (assets/, config.json), checked with Sugar's rules. Not packed
// for IPFS and no base URI: Sugar uploads the files and writes their addresses itself.
import { LAUNCH_TARGETS } from '../../../../shared/launch-targets.ts';
import type { ExportTarget } from '../export-target.ts';
import { checkMetaplex } from './check-metaplex.ts';
import { metaplexFiles } from './metaplex-layout.ts';
import { METAPLEX_COLLECTION, METAPLEX_DIR } from './metaplex-names.ts';

export const METAPLEX_TARGET: ExportTarget = {
  id: 'metaplex',
  rules: LAUNCH_TARGETS.metaplex,
  files: metaplexFiles,
  check: checkMetaplex,
  coverPath: (cover) => `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.${cover.extension}`,
  takesBaseUri: false,
  bareMetadataNames: false,
};
