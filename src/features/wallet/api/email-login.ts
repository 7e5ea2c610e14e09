import { api } from '@/lib/api-client';
import { sendJson } from '@/lib/get-json';
import { signedInResponseSchema } from '@contract/auth';

export async function sendVerificationCode(email: string): Promise<void> {
  await api.post('send-verification.php', { json: { email } });
}

export async function verifyCode(email: string, code: string): Promise<string> {
  const body = await sendJson('post', 'verify-code.php', { json: { email, code } }, signedInResponseSchema);
  return body.address;
}
