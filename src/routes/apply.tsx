import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { applicationsQueryOptions } from '../features/applications/api/applications';
import { ApplicationForm } from '../features/applications/components/application-form';
import { ApplicationList } from '../features/applications/components/application-list';

export const Route = createFileRoute('/apply')({
  // A failure is shown by the screen, not by the router.
  loader: async ({ context: { queryClient, session } }) => {
    await queryClient.ensureQueryData(applicationsQueryOptions(session.starsAddress)).catch(() => undefined);
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
