import type { Collection } from '@contract/collections';
import { useAddCollection } from '../api/mutations';
import { CollectionForm } from './collection-form';
import { MessageBox } from './message-box';
import { useTimedMessage } from './use-timed-message';

/**
 * The create form on its own, for other screens (the combiner's "Send to a collection"): the same
 * fields, checks and call as the Collections screen; the server enforces the collection limit and its
 * message is shown as it is. The fields may start filled in.
 */
export function CreateCollectionForm({
  address,
  onCreated,
  initial,
}: {
  address: string;
  onCreated: (collection: Collection) => void;
  /** What the fields start with (the combiner's collection name and description). */
  initial?: { name: string; description: string };
}) {
  const add = useAddCollection(address);
  const { message, show } = useTimedMessage();
  const create = async (input: Parameters<typeof add.mutateAsync>[0]) => {
    try {
      const result = await add.mutateAsync(input);
      if (!result.collection) throw new Error(result.message);
      onCreated(result.collection);
      return true;
    } catch (error) {
      show('error', error instanceof Error && error.message ? error.message : 'Server error');
      return false;
    }
  };
  return (
    <>
      <MessageBox message={message} />
      <CollectionForm
        initial={initial}
        coverRequired={false}
        submitLabel="Create and send"
        busy={add.isPending}
        onInvalid={(text) => show('error', text)}
        onSubmit={create}
      />
    </>
  );
}
