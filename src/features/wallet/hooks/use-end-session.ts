import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notification-store';
import { useSessionStore } from '../../../lib/session-store';
import { logoutOnServer } from '../api/server-session';

/** Ends the session everywhere: server, session storage, header, every cached answer; then home. */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logoutOnServer();
    useSessionStore.getState().clear();
    // Nothing of this user may show once they are gone, whoever signs in next on this page.
    queryClient.clear();
    notify('success', 'Session ended successfully!');
    void navigate({ to: '/' });
  }, [navigate, queryClient]);
}
