// The files screen's writes on the app's mutation convention: each declares its toasts in `meta` (SPEC.md
// section 8's texts as fallbacks for an answer without a message) and refreshes the collection's queries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { notify } from '@/components/ui/notification-store';
import { errorMessage } from '@/lib/api-client';
import { assignRange } from './assign-range';
import { filesKeys } from './collection-access';
import { addTrait, addTraitValue, assignValue, deleteFile, deleteTrait, deleteTraitValue, removeValue } from './trait-calls';

const toasts = (success: string, failure: string) => ({
  toastSuccess: { fallback: success },
  toastError: { fallback: failure },
});

/** Everything of the files screen for one collection is refetched after a change. */
export function useInvalidateCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesKeys.all(collectionId) });
}

function useCollectionWrite<Input>(collectionId: string, write: (input: Input) => Promise<unknown>, success: string, failure: string) {
  const invalidate = useInvalidateCollection(collectionId);
  return useMutation({ mutationFn: write, onSuccess: invalidate, meta: toasts(success, failure) });
}

export const useAddTrait = (collectionId: string) =>
  useCollectionWrite(
    collectionId,
    (name: string) => addTrait(collectionId, name),
    'Main trait added successfully',
    'Error adding main trait',
  );

export const useAddTraitValue = (collectionId: string) =>
  useCollectionWrite(
    collectionId,
    ({ traitId, value }: { traitId: number; value: string }) => addTraitValue(traitId, value),
    'Trait value added successfully',
    'Error adding trait value',
  );

export const useDeleteTrait = (collectionId: string) =>
  useCollectionWrite(collectionId, deleteTrait, 'Main trait deleted successfully', 'Error deleting main trait');

export const useDeleteTraitValue = (collectionId: string) =>
  useCollectionWrite(collectionId, deleteTraitValue, 'Trait value deleted successfully', 'Error deleting trait value');

export const useDeleteFile = (collectionId: string) =>
  useCollectionWrite(
    collectionId,
    (fileName: string) => deleteFile(collectionId, fileName),
    'File deleted successfully',
    'Error deleting file',
  );

interface FileValue {
  fileId: number;
  valueId: number;
}

export const useRemoveValue = (collectionId: string) =>
  useCollectionWrite(
    collectionId,
    ({ fileId, valueId }: FileValue) => removeValue(fileId, valueId),
    'Trait removed successfully',
    'Error removing trait',
  );

/**
 * One value to one file, with SPEC.md section 8's texts for each cause: the server's own message when it
 * gives one, 'Failed to assign trait' when it refused without one, 'Error assigning trait' when the call
 * never got an answer, 'Error assigning trait value' when the answer was not a success.
 */
async function assignOne({ fileId, valueId }: FileValue) {
  const result = await assignValue(fileId, valueId).catch(async (error: unknown) => {
    throw new Error(await errorMessage(error, error instanceof HTTPError ? 'Failed to assign trait' : 'Error assigning trait'));
  });
  if (result.success === false) throw new Error(result.message || 'Error assigning trait value');
  return result;
}

export const useAssignValue = (collectionId: string) =>
  useCollectionWrite(collectionId, assignOne, 'Trait assigned successfully', 'Error assigning trait');

/** Assigns one value to files from..to, reporting the percentage done after each chunk. */
export function useAssignRange(collectionId: string, onPercent: (percent: number) => void) {
  const invalidate = useInvalidateCollection(collectionId);
  return useMutation({
    mutationFn: ({ from, to, valueId }: { from: number; to: number; valueId: number }) =>
      assignRange(collectionId, from, to, valueId, onPercent),
    onSuccess: ({ successful, failed, errors }) => {
      const summary = `Batch assignment completed: ${successful} successful, ${failed} failed`;
      const shown = errors.slice(0, 3);
      notify(failed === 0 ? 'success' : 'warning', shown.length ? `${summary}. ${shown.join('; ')}` : summary);
    },
    // A chunk may have been stored before a later one failed: the screen shows what is there either way.
    onSettled: invalidate,
    meta: { toastError: { text: 'Error processing batch assignment', fallback: '' } },
  });
}
