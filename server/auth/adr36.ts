// ADR-36 "sign arbitrary data": Keplr and Leap sign an amino doc with an empty chain id whose one
// message carries the signer and the base64 data. Verifying rebuilds that doc byte for byte.
import { pubkeyToAddress, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';

export function adr36SignDoc(signer: string, data: string): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(data)) } }],
    memo: '',
  };
}

/**
 * True when `signature` (base64, 64 bytes r||s) over `message` is by `publicKey` and that key is `address`
 * under the active chain's `prefix`.
 */
export async function verifyAdr36(p: {
  address: string;
  message: string;
  signature: string;
  publicKey: string;
  prefix: string;
}): Promise<boolean> {
  const pubkey = fromBase64(p.publicKey);
  const signature = fromBase64(p.signature);
  if (pubkey.length !== 33 || signature.length !== 64) return false;
  const derived = pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: p.publicKey }, p.prefix);
  if (derived !== p.address) return false;
  const hash = sha256(serializeSignDoc(adr36SignDoc(p.address, p.message)));
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), hash, pubkey);
}
