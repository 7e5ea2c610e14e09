import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { combinerCreditsQueryOptions, creditsAddress } from '../features/combiner/api/credits';
import { CombinerPanel } from '../features/combiner/components/combiner-panel';

export const Route = createFileRoute('/randomizer')({
  loader: ({ context }) => context.queryClient.ensureQueryData(combinerCreditsQueryOptions(creditsAddress(useSessionStore.getState()))),
  component: () => (
    <Page title="Image Combiner">
      <CombinerPanel />
    </Page>
  ),
});
