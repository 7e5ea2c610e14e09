// The text a wallet signs: it names the site, the account, the chain and a one-time nonce with expiry,
// so a signature is useless anywhere else, for anyone else, or later.
import { PROOF_MESSAGE } from '../contract/limits.ts';
import type { ProofWallet } from '../contract/auth.ts';

const ETHEREUM_CHAIN = 'ethereum';
const SOLANA_CHAIN = 'solana';

/** The chain a wallet's signature is for: the active Cosmos chain's id for Keplr and Leap. */
export function chainOf(wallet: ProofWallet, cosmosChainId: string): string {
  if (wallet === 'metamask') return ETHEREUM_CHAIN;
  if (wallet === 'solflare' || wallet === 'magiceden') return SOLANA_CHAIN;
  return cosmosChainId;
}

/** The line naming the chain; a challenge issued for another chain does not carry this one's. */
export const chainLine = (chainId: string) => `Chain ID: ${chainId}`;

export function proofMessage(p: {
  domain: string;
  address: string;
  wallet: ProofWallet;
  chainId: string;
  nonce: string;
  expiresAt: Date;
}): string {
  return [
    PROOF_MESSAGE,
    '',
    `Domain: ${p.domain}`,
    `Address: ${p.address}`,
    chainLine(chainOf(p.wallet, p.chainId)),
    `Nonce: ${p.nonce}`,
    `Expires: ${p.expiresAt.toISOString()}`,
  ].join('\n');
}
