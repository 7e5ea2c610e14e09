// Add, edit and delete (SPEC.md section 7); each refreshes the collection queries.
import { useMutation } from '@tanstack/react-query';
import { collectionMutationResponseSchema } from '@contract/collections';
import { errorMessage } from '@/lib/api-client';
import { sendJson } from '@/lib/get-json';
import { useInvalidateCollections } from './collections';
import { resizeCover } from './resize-cover';

export interface CollectionInput {
  name: string;
  description: string;
  cover: File | null;
}

async function send<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(await errorMessage(error, fallback), { cause: error });
  }
}

export function useAddCollection(address: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async (input: CollectionInput) => {
      const form = new FormData();
      form.set('name', input.name.trim());
      form.set('description', input.description.trim());
      form.set('walletAdd', address);
      if (input.cover) form.set('coverPhoto', await resizeCover(input.cover));
      return send(
        () => sendJson('post', 'add_collection.php', { body: form }, collectionMutationResponseSchema),
        'Error adding collection',
      );
    },
    onSettled: invalidate,
  });
}

export function useEditCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ id, ...input }: CollectionInput & { id: number }) => {
      const form = new FormData();
      form.set('id', String(id));
      form.set('name', input.name.trim());
      form.set('description', input.description.trim());
      if (input.cover) form.set('cover', await resizeCover(input.cover));
      return send(
        () => sendJson('post', 'edit_collection.php', { body: form }, collectionMutationResponseSchema),
        'Error editing collection',
      );
    },
    onSuccess: invalidate,
  });
}

export function useDeleteCollection(address: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: number) =>
      send(
        () => sendJson('post', 'delete_collection.php', { json: { id, walletAdd: address } }, collectionMutationResponseSchema),
        'Error deleting collection',
      ),
    onSuccess: invalidate,
  });
}
