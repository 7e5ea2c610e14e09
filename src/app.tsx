// The router gets the session through its context; a sign-in, sign-out or account switch re-runs the
// loaders, so every screen loads the new user's data. The cache is cleared on sign-out and whenever the
// proved account changes, so no figure of one user is shown to the next.
import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { provedAddress, sessionFields, useSessionStore } from './lib/session-store';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const fields = useSessionStore(useShallow(sessionFields));
  const context = useMemo(() => ({ session: fields }), [fields]);
  const key = `${fields.starsAddress}|${fields.ownershipProved}|${fields.activeWallet}`;
  const queryClient = useQueryClient();
  const loadedFor = useRef(key);
  const proved = useRef(provedAddress(fields));
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const address = provedAddress(useSessionStore.getState());
    if (proved.current && proved.current !== address) queryClient.clear();
    proved.current = address;
    void router.invalidate();
  }, [router, key, queryClient]);
  return <RouterProvider router={router} context={context} />;
}
