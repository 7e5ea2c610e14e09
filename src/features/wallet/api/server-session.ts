import { api } from '../../../lib/api-client';

export type ServerSession = { signedIn: false } | { signedIn: true; address: string; wallet: string; email: string | null };

export const fetchServerSession = () => api.get('session').json<ServerSession>();

export async function logoutOnServer(): Promise<void> {
  await api.post('logout').catch(() => undefined);
}
