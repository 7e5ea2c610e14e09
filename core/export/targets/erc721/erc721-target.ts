// ERC-721 / OpenSea: HashLips' layout, checked with Studio's numbering rules, every token's image and
// _metadata.json; packed for IPFS as `1.json ... N.json` (HashLips' contract reads `<base><k>.json`).
import { LAUNCH_TARGETS } from '../../../../shared/launch-targets.ts';
import { coverBesidePath } from '../cover.ts';
import type { ExportTarget } from '../export-target.ts';
import { checkErc721 } from './check-erc721.ts';
import { erc721Files, erc721Metadata } from './erc721-layout.ts';

export const ERC721_TARGET: ExportTarget = {
  id: 'erc721',
  rules: LAUNCH_TARGETS.erc721,
  files: erc721Files,
  check: checkErc721,
  coverPath: coverBesidePath,
  ipfsMetadata: (set, n) => ({ name: `${n}.json`, text: `${JSON.stringify(erc721Metadata(set, n), null, 2)}\n` }),
  takesBaseUri: true,
  bareMetadataNames: false,
};
