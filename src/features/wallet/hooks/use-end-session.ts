import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '../../../components/ui/notification-store';
import { useSessionStore } from '../../../lib/session-store';
import { logoutOnServer } from '../api/server-session';

/** Ends the session everywhere: server, session storage, header; then home. */
export function useEndSession() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logoutOnServer();
    useSessionStore.getState().clear();
    notify('success', 'Session ended successfully!');
    void navigate({ to: '/' });
  }, [navigate]);
}
