// The chain profile and service endpoints the launch uses: the profile this deployment serves (GET
// /api/chain); a test may put `__traitforgeLaunch` on the page (a profile's fields, Pinata's upload URL,
// Filebase's S3 endpoint, the part sizes, the default gateway) before the app starts, which wins.
import type { ChainProfile } from '@shared/chains/chain-profile';
import { CHAIN_PROFILES, DEFAULT_CHAIN } from '@shared/chains/profiles';
import { loadChain, useChain } from '@/lib/chain';
import { DEFAULT_GATEWAY, FILEBASE_PART_BYTES, FILEBASE_S3_URL, PIN_PART_BYTES } from '@/config/constants';
import { PINATA_UPLOAD_URL } from '@contract/launch';

interface LaunchOverrides {
  profile?: Partial<ChainProfile>;
  pinataUploadUrl?: string;
  pinPartBytes?: number;
  filebaseEndpoint?: string;
  filebasePartBytes?: number;
  gateway?: string;
}

const overrides = (): LaunchOverrides => (globalThis as { __traitforgeLaunch?: LaunchOverrides }).__traitforgeLaunch ?? {};

function withOverrides(base: ChainProfile): ChainProfile {
  const profile = overrides().profile;
  return profile ? { ...base, ...profile, launchpad: { ...base.launchpad, ...profile.launchpad } } : base;
}

/** The chain the minter is created on. */
export const launchProfile = async (): Promise<ChainProfile> => withOverrides(await loadChain());

/** The same, for a screen: the default profile's texts until the served one is read. */
export const useLaunchProfile = (): ChainProfile => withOverrides(useChain() ?? CHAIN_PROFILES[DEFAULT_CHAIN]);

export const pinataUploadUrl = () => overrides().pinataUploadUrl ?? PINATA_UPLOAD_URL;
export const pinPartBytes = () => overrides().pinPartBytes ?? PIN_PART_BYTES;
export const filebaseEndpoint = () => overrides().filebaseEndpoint ?? FILEBASE_S3_URL;
export const filebasePartBytes = () => overrides().filebasePartBytes ?? FILEBASE_PART_BYTES;
export const defaultGateway = () => overrides().gateway ?? DEFAULT_GATEWAY;
