// Proof of ownership: the server issues a one-time challenge, the wallet signs it, the server verifies
// it and opens the session.
import { sendJson } from '@/lib/get-json';
import { challengeResponseSchema, signedInResponseSchema, type ProofWallet } from '@contract/auth';
import type { WalletAdapter } from '../adapters/wallet-adapter';

/** The signature, and the address as the server keeps it (an EVM address in lowercase). */
export async function proveOwnership(adapter: WalletAdapter, address: string): Promise<{ signature: string; address: string }> {
  const wallet: ProofWallet = adapter.kind;
  const challenge = await sendJson('post', 'auth/challenge', { json: { address, wallet } }, challengeResponseSchema);
  const proof = await adapter.signProof(address, challenge.message);
  const signedIn = await sendJson(
    'post',
    'auth/verify',
    { json: { address, wallet, nonce: challenge.nonce, ...proof } },
    signedInResponseSchema,
  );
  return { signature: proof.signature, address: signedIn.address };
}
