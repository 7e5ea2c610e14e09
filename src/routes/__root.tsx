import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { Header } from '../components/layout/header';
import { NavBar } from '../components/layout/nav-bar';
import { Footer } from '../components/layout/footer';
import { Toaster } from '../components/ui/toaster';
import { useSessionStore } from '../lib/session-store';
import { useConnectDialog } from '../lib/connect-dialog-store';
import { WalletSession } from '../features/wallet/components/wallet-session';
import { WalletButton } from '../features/wallet/components/wallet-button';
import { useEndSession } from '../features/wallet/hooks/use-end-session';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { starsAddress, userEmail, ownershipProved } = useSessionStore();
  const openConnect = useConnectDialog((s) => s.setOpen);
  const endSession = useEndSession();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <Header
        identity={starsAddress ? { address: starsAddress, email: userEmail } : null}
        onOpenApp={() => openConnect(true)}
        onLogout={() => void endSession()}
      >
        <WalletButton />
      </Header>
      {ownershipProved && <NavBar />}
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <WalletSession />
    </div>
  );
}
