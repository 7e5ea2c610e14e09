import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { CollectionsGate } from '../features/collections/components/collections-gate';
import { CollectionsScreen } from '../features/collections/components/collections-screen';
import { collectionsQueryOptions } from '../features/collections/api/collections';
import { useCredits } from '../features/dashboard/api/credits';
import { EMAIL_FREE_COLLECTIONS } from '../config/constants';

export const Route = createFileRoute('/collections')({
  loader: ({ context }) => {
    const { ownershipProved, starsAddress } = useSessionStore.getState();
    if (ownershipProved && starsAddress) void context.queryClient.prefetchQuery(collectionsQueryOptions(starsAddress));
  },
  component: CollectionsRoute,
});

/** Email users: 1 free collection; wallets: owned partner collections + 1 free. */
function useCollectionLimit(address: string): number | null {
  const isEmail = useSessionStore((s) => s.activeWallet === 'email');
  const { data } = useCredits(isEmail ? null : address);
  if (isEmail) return EMAIL_FREE_COLLECTIONS;
  return data ? data.ownedCollections + 1 : null;
}

function Manager({ address }: { address: string }) {
  return <CollectionsScreen address={address} limit={useCollectionLimit(address)} />;
}

function CollectionsRoute() {
  return (
    <Page title="Collections">
      <CollectionsGate>{(address) => <Manager address={address} />}</CollectionsGate>
    </Page>
  );
}
