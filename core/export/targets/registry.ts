// The export targets by id: every target is one module of its own folder (targets/<id>/). The default
// target is the configuration's (shared/launch-targets.ts).
import { DEFAULT_LAUNCH_TARGET, type LaunchTargetId } from '../../../shared/launch-targets.ts';
import type { ExportSet } from '../export-set.ts';
import type { ExportTarget } from './export-target.ts';
import { ERC721_TARGET } from './erc721/erc721-target.ts';
import { METAPLEX_TARGET } from './metaplex/metaplex-target.ts';
import { STARGAZE_TARGET } from './stargaze/stargaze-target.ts';

export const EXPORT_TARGETS: Readonly<Record<LaunchTargetId, ExportTarget>> = {
  stargaze: STARGAZE_TARGET,
  erc721: ERC721_TARGET,
  metaplex: METAPLEX_TARGET,
};

export const exportTarget = (id: LaunchTargetId = DEFAULT_LAUNCH_TARGET): ExportTarget => EXPORT_TARGETS[id];

/** The target a set is exported for. */
export const targetOf = (set: Pick<ExportSet, 'target'>): ExportTarget => exportTarget(set.target);

/** What the export panel offers for a target: an images base URI, bare metadata names, packing for IPFS. */
export const targetOffers = (id: LaunchTargetId) => {
  const target = exportTarget(id);
  return { baseUri: target.takesBaseUri, bareMetadataNames: target.bareMetadataNames, ipfs: target.ipfsMetadata !== undefined };
};

/** Where the chosen cover image is written for a target. */
export const coverPath = (id: LaunchTargetId, cover: Parameters<ExportTarget['coverPath']>[0]) => exportTarget(id).coverPath(cover);
