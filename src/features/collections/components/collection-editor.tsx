// #/collection/edit/$id: one collection's name, description and cover.
import { useSuspenseQuery } from '@tanstack/react-query';
import { notify } from '@/components/ui/notification-store';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { collectionQueryOptions } from '../api/collections';
import { EditCollectionForm } from './edit-collection-form';

const notFound = <p role="alert">Collection not found</p>;

export function CollectionEditor({ id, onDone }: { id: string; onDone: () => void }) {
  return (
    <QueryBoundary key={id} fallback={() => notFound}>
      <Editor id={id} onDone={onDone} />
    </QueryBoundary>
  );
}

function Editor({ id, onDone }: { id: string; onDone: () => void }) {
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(id));
  if (!collection) return notFound;
  return (
    <div className="max-w-xl rounded-lg bg-white p-6 shadow-sm dark:bg-gray-900">
      <EditCollectionForm
        collection={collection}
        onSaved={(message) => {
          notify('success', message);
          onDone();
        }}
      />
    </div>
  );
}
