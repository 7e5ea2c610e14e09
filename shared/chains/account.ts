// One account, every prefix: a Cosmos address is its account bytes under a chain's bech32 prefix, so
// `stars1...` and `cosmos1...` of the same key are one account. The server stores the account form
// (`cosmos-` + hex of the bytes) and shows it under the active chain's prefix.
import { fromBech32, toBech32, fromHex, toHex } from '@cosmjs/encoding';
import type { ChainProfile } from './chain-profile.ts';
import { CHAIN_PROFILES } from './profiles.ts';

export const ACCOUNT_FORM_PREFIX = 'cosmos-';
const ACCOUNT_FORM = /^cosmos-([0-9a-f]{40}|[0-9a-f]{64})$/;

/** The prefix and account bytes of a well-formed bech32 address (one letter case, valid checksum), or null. */
export function decodeCosmosAddress(address: string): { prefix: string; data: Uint8Array } | null {
  if (address !== address.toLowerCase()) return null;
  try {
    const { prefix, data } = fromBech32(address, 90);
    return data.length === 20 || data.length === 32 ? { prefix, data } : null;
  } catch {
    return null;
  }
}

/** The stored form of a Cosmos address (any prefix), or null when it is not one. */
export function cosmosAccountOf(address: string): string | null {
  const decoded = decodeCosmosAddress(address);
  return decoded ? ACCOUNT_FORM_PREFIX + toHex(decoded.data) : null;
}

export const isCosmosAccount = (stored: string) => ACCOUNT_FORM.test(stored);

/** A stored address as people see it: a Cosmos account under `prefix`, anything else as it is. */
export function displayAddress(stored: string, prefix: string): string {
  if (!isCosmosAccount(stored)) return stored;
  return toBech32(prefix, fromHex(stored.slice(ACCOUNT_FORM_PREFIX.length)));
}

/** Prefixes whose addresses name an account on `profile`'s chain: its own and those of the shipped profiles. */
export function acceptedPrefixes(profile: Pick<ChainProfile, 'bech32Prefix'>): string[] {
  return [...new Set([profile.bech32Prefix, ...Object.values(CHAIN_PROFILES).map((p) => p.bech32Prefix)])];
}

/** The stored form of an address typed in any accepted prefix (20-byte accounts), or null. */
export function accountOn(profile: Pick<ChainProfile, 'bech32Prefix'>, address: string): string | null {
  const decoded = decodeCosmosAddress(address);
  if (!decoded || decoded.data.length !== 20 || !acceptedPrefixes(profile).includes(decoded.prefix)) return null;
  return ACCOUNT_FORM_PREFIX + toHex(decoded.data);
}
