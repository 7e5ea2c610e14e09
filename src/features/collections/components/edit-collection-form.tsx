// Editing one collection: the form, its timed message and the edit call. The editor page and the
// edit dialog differ only in what happens after a save.
import type { Collection } from '@contract/collections';
import { useEditCollection } from '../api/mutations';
import { CollectionForm } from './collection-form';
import { MessageBox } from './message-box';
import { useTimedMessage } from './use-timed-message';

export function EditCollectionForm({ collection, onSaved }: { collection: Collection; onSaved: (message: string) => void }) {
  const edit = useEditCollection();
  const { message, show } = useTimedMessage();
  return (
    <>
      <MessageBox message={message} />
      <CollectionForm
        initial={collection}
        coverRequired={false}
        submitLabel="Save changes"
        busy={edit.isPending}
        onInvalid={(text) => show('error', text)}
        onSubmit={async (input) => {
          try {
            onSaved((await edit.mutateAsync({ id: collection.id, ...input })).message);
            return true;
          } catch (error) {
            show('error', error instanceof Error ? error.message : 'Error editing collection');
            return false;
          }
        }}
      />
    </>
  );
}
