// #/collection/edit/$id: one collection's name, description and cover.
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notification-store';
import { collectionQueryOptions } from '../api/collections';
import { useEditCollection } from '../api/mutations';
import { CollectionForm } from './collection-form';
import { MessageBox } from './message-box';
import { useTimedMessage } from './use-timed-message';

export function CollectionEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const { data: collection, isPending, isError } = useQuery(collectionQueryOptions(id));
  const edit = useEditCollection();
  const { message, show } = useTimedMessage();
  if (isPending) return <p>Loading...</p>;
  if (isError || !collection) return <p role="alert">Collection not found</p>;
  return (
    <div className="max-w-xl rounded-lg bg-white p-6 shadow-sm dark:bg-gray-900">
      <MessageBox message={message} />
      <CollectionForm
        initial={collection}
        coverRequired={false}
        submitLabel="Save changes"
        busy={edit.isPending}
        onInvalid={(text) => show('error', text)}
        onSubmit={async (input) => {
          try {
            notify('success', (await edit.mutateAsync({ id: collection.id, ...input })).message);
            onDone();
            return false;
          } catch (error) {
            show('error', error instanceof Error ? error.message : 'Error editing collection');
            return false;
          }
        }}
      />
    </div>
  );
}
