import { api } from '../../../lib/api-client';
import type { SignedInResponse } from '../../../../server/contract/auth';

export async function sendVerificationCode(email: string): Promise<void> {
  await api.post('send-verification.php', { json: { email } });
}

export async function verifyCode(email: string, code: string): Promise<string> {
  const body = await api.post('verify-code.php', { json: { email, code } }).json<SignedInResponse>();
  return body.address;
}
