import { createFileRoute } from '@tanstack/react-router';
import { provedAddress, useSessionStore } from '../lib/session-store';
import { loadCredits } from '../lib/credits';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { Landing } from '../features/landing/components/landing';
import { partnersQueryOptions, usePartners } from '../features/dashboard/api/partners';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([queryClient.ensureQueryData(partnersQueryOptions()), loadCredits(queryClient, provedAddress(session))]),
  component: Home,
});

function Home() {
  const address = useSessionStore(provedAddress);
  const partners = usePartners();
  return address ? <Dashboard address={address} /> : <Landing partners={partners} />;
}
