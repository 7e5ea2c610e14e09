// The support desk: the addresses of ADMIN_ADDRESSES see every ticket and create proposals. EVM ones in
// any letter case; Cosmos ones in the active chain's prefix or another shipped chain's (the same key).
import type { AppDeps } from '../deps.ts';
import type { ChainProfile } from '../../shared/chains/chain-profile.ts';
import { accountOn, decodeCosmosAddress } from '../../shared/chains/account.ts';
import { canonicalAddress } from './canonical-address.ts';

/** `address` is a stored identity; configured entries are compared in their stored form too. */
export const isAdmin = (deps: AppDeps, address: string) =>
  deps.config.adminAddresses.some((a) => canonicalAddress(a).toLowerCase() === address.toLowerCase());

/** ADMIN_ADDRESSES as stored identities; a Cosmos address of a third chain stops the server with the reason. */
export function adminAddressesOn(chain: ChainProfile, raw: string): string[] {
  return raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .map((address) => {
      if (!decodeCosmosAddress(address)) return canonicalAddress(address);
      const account = accountOn(chain, address);
      if (!account) throw new Error(`ADMIN_ADDRESSES: ${address} is not a ${chain.name} address (expected ${chain.bech32Prefix}1...)`);
      return account;
    });
}
