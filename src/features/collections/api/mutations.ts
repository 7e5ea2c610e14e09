// Add, edit and delete (SPEC.md section 7); each refreshes the collection queries.
import { useMutation } from '@tanstack/react-query';
import type { CollectionMutationResponse } from '../../../../server/contract/collections';
import { api, errorMessage } from '../../../lib/api-client';
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
      return send(() => api.post('add_collection.php', { body: form }).json<CollectionMutationResponse>(), 'Error adding collection');
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
      return send(() => api.post('edit_collection.php', { body: form }).json<CollectionMutationResponse>(), 'Error editing collection');
    },
    onSuccess: invalidate,
  });
}

export function useDeleteCollection(address: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: number) =>
      send(
        () => api.post('delete_collection.php', { json: { id, walletAdd: address } }).json<CollectionMutationResponse>(),
        'Error deleting collection',
      ),
    onSuccess: invalidate,
  });
}
