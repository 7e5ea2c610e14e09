import { api } from '@/lib/api-client';
import { getJson } from '@/lib/get-json';
import { serverSessionSchema } from '@contract/auth';

export const fetchServerSession = () => getJson('session', serverSessionSchema);

export async function logoutOnServer(): Promise<void> {
  await api.post('logout').catch(() => undefined);
}
