// The chain profile and service endpoints the launch uses. Until the server serves the active profile,
// the app takes the default one; a deployment or a test may put `__traitforgeLaunch` on the page (a
// profile's fields, Pinata's upload URL, Filebase's S3 endpoint, the part sizes, the default gateway) before the app starts.
import type { ChainProfile } from '@shared/chains/chain-profile';
import { CHAIN_PROFILES, DEFAULT_CHAIN } from '@shared/chains/profiles';
import { DEFAULT_GATEWAY, FILEBASE_PART_BYTES, FILEBASE_S3_URL, PIN_PART_BYTES, PINATA_UPLOAD_URL } from '@/config/constants';

interface LaunchOverrides {
  profile?: Partial<ChainProfile>;
  pinataUploadUrl?: string;
  pinPartBytes?: number;
  filebaseEndpoint?: string;
  filebasePartBytes?: number;
  gateway?: string;
}

const overrides = (): LaunchOverrides => (globalThis as { __traitforgeLaunch?: LaunchOverrides }).__traitforgeLaunch ?? {};

/** The chain the minter is created on. */
export function activeChainProfile(): ChainProfile {
  const base = CHAIN_PROFILES[DEFAULT_CHAIN];
  const profile = overrides().profile;
  return profile ? { ...base, ...profile, launchpad: { ...base.launchpad, ...profile.launchpad } } : base;
}

export const pinataUploadUrl = () => overrides().pinataUploadUrl ?? PINATA_UPLOAD_URL;
export const pinPartBytes = () => overrides().pinPartBytes ?? PIN_PART_BYTES;
export const filebaseEndpoint = () => overrides().filebaseEndpoint ?? FILEBASE_S3_URL;
export const filebasePartBytes = () => overrides().filebasePartBytes ?? FILEBASE_PART_BYTES;
export const defaultGateway = () => overrides().gateway ?? DEFAULT_GATEWAY;
