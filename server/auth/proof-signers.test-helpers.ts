// Real keys for server tests: each signer signs exactly as its wallet would.
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import type { ProofWallet } from '../contract/auth.ts';
import { adr36SignDoc } from './adr36.ts';

export interface TestSigner {
  wallet: ProofWallet;
  address: string;
  sign(message: string): Promise<{ signature: string; publicKey?: string }>;
}

export async function cosmosSigner(wallet: 'keplr' | 'leap' = 'keplr'): Promise<TestSigner> {
  const hd = await Secp256k1HdWallet.generate(12, { prefix: 'stars' });
  const [account] = await hd.getAccounts();
  const address = account!.address;
  return {
    wallet,
    address,
    async sign(message) {
      const { signature } = await hd.signAmino(address, adr36SignDoc(address, message));
      return { signature: signature.signature, publicKey: signature.pub_key.value as string };
    },
  };
}

export function evmSigner(): TestSigner {
  const account = privateKeyToAccount(generatePrivateKey());
  return { wallet: 'metamask', address: account.address, sign: async (message) => ({ signature: await account.signMessage({ message }) }) };
}

export function solanaSigner(wallet: 'solflare' | 'magiceden' = 'solflare'): TestSigner {
  const secret = ed25519.utils.randomSecretKey();
  return {
    wallet,
    address: bs58.encode(ed25519.getPublicKey(secret)),
    sign: async (message) => ({ signature: toBase64(ed25519.sign(new TextEncoder().encode(message), secret)) }),
  };
}

export const SIGNER_FACTORIES: Array<[ProofWallet, () => Promise<TestSigner> | TestSigner]> = [
  ['keplr', () => cosmosSigner('keplr')],
  ['leap', () => cosmosSigner('leap')],
  ['metamask', evmSigner],
  ['solflare', () => solanaSigner('solflare')],
  ['magiceden', () => solanaSigner('magiceden')],
];
