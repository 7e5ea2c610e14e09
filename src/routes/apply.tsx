import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { ensureForBoundary } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { applicationsQueryOptions } from '../features/applications/api/applications';
import { ApplicationForm } from '../features/applications/components/application-form';
import { ApplicationList } from '../features/applications/components/application-list';

export const Route = createFileRoute('/apply')({
  // A failed list is said under the Applications heading ('Failed to load applications') beside the form,
  // so it does not fail the route.
  loader: async ({ context: { queryClient, session } }) => {
    await ensureForBoundary(queryClient, applicationsQueryOptions(session.starsAddress));
  },
  component: ApplyPage,
});

function ApplyPage() {
  const address = useSessionStore((s) => s.starsAddress);
  return (
    <Page title="Project Application">
      <div className="grid gap-6 lg:grid-cols-2">
        {address ? <ApplicationForm /> : <p role="note">Please connect your wallet first to apply with your project.</p>}
        <ApplicationList address={address} />
      </div>
    </Page>
  );
}
