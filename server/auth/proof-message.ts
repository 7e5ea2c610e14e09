// The text a wallet signs: it names the site, the account, the chain and a one-time nonce with expiry,
// so a signature is useless anywhere else, for anyone else, or later.
import { CHAIN_ID, PROOF_MESSAGE } from '../contract/limits.ts';
import type { ProofWallet } from '../contract/auth.ts';

const ETHEREUM_CHAIN = 'ethereum';
const SOLANA_CHAIN = 'solana';

export function chainOf(wallet: ProofWallet): string {
  if (wallet === 'metamask') return ETHEREUM_CHAIN;
  if (wallet === 'solflare' || wallet === 'magiceden') return SOLANA_CHAIN;
  return CHAIN_ID;
}

export function proofMessage(p: { domain: string; address: string; wallet: ProofWallet; nonce: string; expiresAt: Date }): string {
  return [
    PROOF_MESSAGE,
    '',
    `Domain: ${p.domain}`,
    `Address: ${p.address}`,
    `Chain ID: ${chainOf(p.wallet)}`,
    `Nonce: ${p.nonce}`,
    `Expires: ${p.expiresAt.toISOString()}`,
  ].join('\n');
}
