// One key, one spelling: an EVM address is valid in any mix of upper and lower case (EIP-55 only adds a
// checksum), so it is lowercased before it becomes an identity (challenge, session, owner columns,
// votes, caps). A Cosmos address becomes its account form (shared/chains/account.ts), so `stars1...` and
// `cosmos1...` of one key are one user. Base58 (Solana) addresses have one spelling already.
import type { ProofWallet } from '../contract/auth.ts';
import { cosmosAccountOf } from '../../shared/chains/account.ts';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function canonicalAddress(address: string, wallet?: ProofWallet | string): string {
  if ((wallet === undefined || wallet === 'metamask') && EVM_ADDRESS.test(address)) return address.toLowerCase();
  if (wallet === undefined || wallet === 'keplr' || wallet === 'leap') return cosmosAccountOf(address) ?? address;
  return address;
}
