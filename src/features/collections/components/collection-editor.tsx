// #/collection/edit/$id: one collection's name, description and cover.
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notification-store';
import { collectionQueryOptions } from '../api/collections';
import { EditCollectionForm } from './edit-collection-form';

export function CollectionEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const { data: collection, isPending, isError } = useQuery(collectionQueryOptions(id));
  if (isPending) return <p>Loading...</p>;
  if (isError || !collection) return <p role="alert">Collection not found</p>;
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
