import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { CollectionsGate } from '../features/collections/components/collections-gate';
import { CollectionEditor } from '../features/collections/components/collection-editor';

export const Route = createFileRoute('/collection/edit/$id')({
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
