// The collection manager: create form on the left, My Collections on the right. The limit is checked
// first against a fresh list; the server enforces it again.
import { useRef } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { limitMessage, type Collection } from '@contract/collections';
import { useSessionStore } from '@/lib/session-store';
import { collectionsQueryOptions, fetchCollectionsForLimit } from '../api/collections';
import { useAddCollection, type CollectionInput } from '../api/mutations';
import { CollectionForm } from './collection-form';
import { CollectionList } from './collection-list';
import { MessageBox } from './message-box';
import { useTimedMessage } from './use-timed-message';

/** `limit`: the collections this user may own, null while unknown. */
export function CollectionsScreen({ address, limit }: { address: string; limit: number | null }) {
  const isEmail = useSessionStore((s) => s.activeWallet === 'email');
  const queryClient = useQueryClient();
  // Never fails: a failed fetch is an empty list (SPEC.md section 8).
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(address));
  const add = useAddCollection(address);
  const { message, show } = useTimedMessage();
  const listRef = useRef<HTMLElement>(null);

  const atLimit = (text: string) => {
    show('error', text);
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const create = async (input: CollectionInput): Promise<boolean> => {
    let current: Collection[];
    try {
      current = await fetchCollectionsForLimit(address);
      queryClient.setQueryData(collectionsQueryOptions(address).queryKey, current);
    } catch (error) {
      show('error', (error as Error).message);
      return false;
    }
    if (limit !== null && current.length >= limit) {
      atLimit(limitMessage(limit, isEmail));
      return false;
    }
    try {
      const result = await add.mutateAsync(input);
      show('success', result.message);
      return true;
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : 'Server error';
      if (text.startsWith("You've reached your limit")) atLimit(text);
      else show('error', text);
      return false;
    }
  };

  return (
    <>
      <MessageBox message={message} />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="create-collection" className="rounded-lg bg-white p-6 shadow-sm dark:bg-gray-900">
          <h2 id="create-collection" className="mb-4 text-xl font-semibold">
            Create a collection
          </h2>
          <CollectionForm
            coverRequired={false}
            submitLabel="Create collection"
            busy={add.isPending}
            onInvalid={(text) => show('error', text)}
            onSubmit={create}
          />
        </section>
        <CollectionList ref={listRef} address={address} collections={collections} limit={limit} onMessage={show} />
      </div>
    </>
  );
}
