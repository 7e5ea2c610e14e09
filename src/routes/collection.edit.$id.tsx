import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { provedAddress } from '../lib/session-store';
import { ensureForBoundary } from '../lib/query-client';
import { CollectionsGate } from '../features/collections/components/collections-gate';
import { CollectionEditor } from '../features/collections/components/collection-editor';
import { collectionQueryOptions } from '../features/collections/api/collections';

export const Route = createFileRoute('/collection/edit/$id')({
  // A collection that cannot be read is said by the editor ('Collection not found'), not by the router.
  loader: async ({ context: { queryClient, session }, params }) => {
    if (provedAddress(session)) await ensureForBoundary(queryClient, collectionQueryOptions(params.id));
  },
  component: EditCollectionRoute,
});

function EditCollectionRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Page title="Edit collection">
      <CollectionsGate>{() => <CollectionEditor id={id} onDone={() => void navigate({ to: '/collections' })} />}</CollectionsGate>
    </Page>
  );
}
