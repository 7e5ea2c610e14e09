import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../components/layout/page';
import { provedAddress } from '../lib/session-store';
import { creditsQueryOptions, loadCredits, selectCollectionLimit } from '../lib/credits';
import { CollectionsGate } from '../features/collections/components/collections-gate';
import { CollectionsScreen } from '../features/collections/components/collections-screen';
import { collectionsQueryOptions } from '../features/collections/api/collections';

export const Route = createFileRoute('/collections')({
  // The list's fetch never fails (an error gives an empty list), so it is awaited like the credits.
  loader: async ({ context: { queryClient, session } }) => {
    const address = provedAddress(session);
    await Promise.all([
      loadCredits(queryClient, address),
      address ? queryClient.ensureQueryData(collectionsQueryOptions(address)) : undefined,
    ]);
  },
  component: CollectionsRoute,
});

function Manager({ address }: { address: string }) {
  const { data: limit } = useSuspenseQuery({ ...creditsQueryOptions(address), select: selectCollectionLimit });
  return <CollectionsScreen address={address} limit={limit} />;
}

function CollectionsRoute() {
  return (
    <Page title="Collections">
      <CollectionsGate>{(address) => <Manager address={address} />}</CollectionsGate>
    </Page>
  );
}
