import type { Collection } from '../../../../server/contract/collections';
import { Dialog } from '../../../components/ui/dialog';
import { useEditCollection } from '../api/mutations';
import { CollectionForm } from './collection-form';
import { MessageBox } from './message-box';
import { useTimedMessage } from './use-timed-message';

interface EditCollectionDialogProps {
  collection: Collection | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function EditCollectionDialog({ collection, onClose, onSaved }: EditCollectionDialogProps) {
  const edit = useEditCollection();
  const { message, show } = useTimedMessage();
  return (
    <Dialog open={!!collection} title="Edit collection" onClose={onClose}>
      {collection && (
        <>
          <MessageBox message={message} />
          <CollectionForm
            key={collection.id}
            initial={collection}
            coverRequired={false}
            submitLabel="Save changes"
            busy={edit.isPending}
            onInvalid={(text) => show('error', text)}
            onSubmit={async (input) => {
              try {
                const result = await edit.mutateAsync({ id: collection.id, ...input });
                onSaved(result.message);
                return true;
              } catch (error) {
                show('error', error instanceof Error ? error.message : 'Error editing collection');
                return false;
              }
            }}
          />
        </>
      )}
    </Dialog>
  );
}
