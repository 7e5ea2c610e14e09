// The ADR-36 "sign arbitrary data" doc Keplr and Leap sign: an amino doc with an empty chain id whose one
// message carries the signer and the base64 data (the server rebuilds it byte for byte to verify).
import type { StdSignDoc } from '@cosmjs/amino';
import { toBase64, toUtf8 } from '@cosmjs/encoding';

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
