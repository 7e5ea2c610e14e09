import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { provedAddress } from '../lib/session-store';
import { loadCredits } from '../lib/credits';
import { CombinerPanel } from '../features/combiner/components/combiner-panel';
import { WithSendPorts } from './-send-ports';

export const Route = createFileRoute('/randomizer')({
  loader: ({ context: { queryClient, session } }) => loadCredits(queryClient, provedAddress(session)),
  component: () => (
    <Page title="Image Combiner">
      <WithSendPorts>
        <CombinerPanel />
      </WithSendPorts>
    </Page>
  ),
});
