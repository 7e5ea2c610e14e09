import { useCallback, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_END_SETTLE_MS } from '@/config/constants';
import { notify } from '@/components/ui/notification-store';
import { hasAnySession, useSessionStore } from '@/lib/session-store';
import { logoutOnServer } from '../api/server-session';
import { queriesSettled } from '@/lib/query-client';

/**
 * Ends the session everywhere: server, session storage, header, every cached answer; then home.
 * Two checks can find the session gone at once (two account-change events, or one and the server check
 * on focus): they share the one ending in flight, and a call once it is over finds no session to end.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ending = useRef<Promise<void> | null>(null);
  return useCallback(() => {
    if (!hasAnySession()) return Promise.resolve();
    ending.current ??= (async () => {
      // A request of this user still on its way when the server ends the session would come back 401.
      await queriesSettled(queryClient, SESSION_END_SETTLE_MS);
      await logoutOnServer();
      useSessionStore.getState().clear();
      // Nothing of this user may show once they are gone, whoever signs in next on this page.
      queryClient.clear();
      notify('success', 'Session ended successfully!');
      void navigate({ to: '/' });
    })().finally(() => (ending.current = null));
    return ending.current;
  }, [navigate, queryClient]);
}
