// One verifier per signature scheme. Anything malformed is simply "not a valid proof": callers answer
// 401, never 500.
import { verifyMessage, isAddress } from 'viem';
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { fromBase64 } from '@cosmjs/encoding';
import type { ProofWallet } from '../contract/auth.ts';
import { verifyAdr36 } from './adr36.ts';

export interface ProofInput {
  wallet: ProofWallet;
  address: string;
  message: string;
  signature: string;
  publicKey?: string;
  /** The active chain's bech32 prefix: a Cosmos key proves the address it has under it. */
  prefix: string;
}

/** Whether an address has the shape its wallet produces (Cosmos: on the active chain's `prefix`). */
export function isWalletAddress(wallet: ProofWallet, address: string, prefix: string): boolean {
  if (wallet === 'keplr' || wallet === 'leap') return new RegExp(`^${prefix}1[02-9ac-hj-np-z]{38}$`).test(address);
  if (wallet === 'metamask') return isAddress(address, { strict: false });
  try {
    return bs58.decode(address).length === 32;
  } catch {
    return false;
  }
}

export async function verifyProof(p: ProofInput): Promise<boolean> {
  try {
    if (p.wallet === 'keplr' || p.wallet === 'leap') {
      if (!p.publicKey) return false;
      return await verifyAdr36({
        address: p.address,
        message: p.message,
        signature: p.signature,
        publicKey: p.publicKey,
        prefix: p.prefix,
      });
    }
    if (p.wallet === 'metamask') {
      if (!/^0x[0-9a-fA-F]{130}$/.test(p.signature)) return false;
      return await verifyMessage({ address: p.address as `0x${string}`, message: p.message, signature: p.signature as `0x${string}` });
    }
    const publicKey = bs58.decode(p.address);
    const signature = fromBase64(p.signature);
    if (publicKey.length !== 32 || signature.length !== 64) return false;
    return ed25519.verify(signature, new TextEncoder().encode(p.message), publicKey);
  } catch {
    return false;
  }
}
