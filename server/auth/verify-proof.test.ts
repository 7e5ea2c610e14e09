import { describe, expect, it } from 'vitest';
import { PROOF_MESSAGE } from '../contract/limits.ts';
import { isWalletAddress, verifyProof } from './verify-proof.ts';
import { SIGNER_FACTORIES } from './proof-signers.test-helpers.ts';

const MESSAGE = `${PROOF_MESSAGE}\n\nNonce: 00112233445566778899aabbccddeeff`;

describe.each(SIGNER_FACTORIES)('%s verifier', (wallet, make) => {
  it('accepts a real signature over the message', async () => {
    const signer = await make();
    expect(isWalletAddress(wallet, signer.address, 'stars')).toBe(true);
    expect(await verifyProof({ wallet, address: signer.address, message: MESSAGE, prefix: 'stars', ...(await signer.sign(MESSAGE)) })).toBe(
      true,
    );
  });

  it('rejects a signature over other text, or by another key, or garbage', async () => {
    const signer = await make();
    const other = await make();
    const proof = await signer.sign(MESSAGE);
    expect(await verifyProof({ wallet, address: signer.address, message: `${MESSAGE}x`, prefix: 'stars', ...proof })).toBe(false);
    expect(await verifyProof({ wallet, address: other.address, message: MESSAGE, prefix: 'stars', ...proof })).toBe(false);
    expect(await verifyProof({ wallet, address: signer.address, message: MESSAGE, prefix: 'stars', ...(await other.sign(MESSAGE)) })).toBe(
      false,
    );
    for (const signature of ['', 'not base64!', 'AAAA', '0x1234', proof.signature.slice(0, -4)]) {
      expect(await verifyProof({ wallet, address: signer.address, message: MESSAGE, prefix: 'stars', ...proof, signature })).toBe(false);
    }
    if (proof.publicKey) {
      for (const publicKey of ['', 'AAAA', '!!', (await other.sign(MESSAGE)).publicKey!]) {
        expect(await verifyProof({ wallet, address: signer.address, message: MESSAGE, prefix: 'stars', ...proof, publicKey })).toBe(false);
      }
    }
  });
});

it('refuses addresses of the wrong shape', () => {
  expect(isWalletAddress('keplr', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'stars')).toBe(false);
  expect(isWalletAddress('metamask', '0x123', 'stars')).toBe(false);
  expect(isWalletAddress('solflare', 'stars1abc', 'stars')).toBe(false);
  expect(isWalletAddress('solflare', '0OIl', 'stars')).toBe(false);
});
