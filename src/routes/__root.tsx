import { createRootRouteWithContext, Outlet, useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Header } from '../components/layout/header';
import { NavBar } from '../components/layout/nav-bar';
import { Footer } from '../components/layout/footer';
import { Toaster } from '../components/ui/toaster';
import { notify } from '../components/ui/notification-store';
import { useSessionStore } from '../lib/session-store';
import { useConnectDialog } from '../lib/connect-dialog-store';
import { api } from '../lib/api-client';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
});

function RootLayout() {
  const { starsAddress, userEmail, ownershipProved, clear } = useSessionStore();
  const openConnect = useConnectDialog((s) => s.setOpen);
  const navigate = useNavigate();
  const logout = async () => {
    await api.post('logout').catch(() => undefined);
    clear();
    notify('success', 'Session ended successfully!');
    void navigate({ to: '/' });
  };
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <Header
        identity={starsAddress ? { address: starsAddress, email: userEmail } : null}
        onOpenApp={() => openConnect(true)}
        onLogout={() => void logout()}
      />
      {ownershipProved && <NavBar />}
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
