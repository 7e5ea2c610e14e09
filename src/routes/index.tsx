import { createFileRoute } from '@tanstack/react-router';
import { useSessionStore } from '../lib/session-store';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { Landing } from '../features/landing/components/landing';
import { partnersQueryOptions, usePartners } from '../features/dashboard/api/partners';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnersQueryOptions()),
  component: Home,
});

function Home() {
  const proved = useSessionStore((s) => s.ownershipProved);
  const partners = usePartners();
  return proved ? <Dashboard /> : <Landing partners={partners} />;
}
