import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/get-json';
import type { AddBorrowRequest } from '@contract/borrow';
import { messageResponseSchema } from '@contract/message';
import { creditsKeys } from '@/lib/credits';
import { borrowsKeys } from './get-borrows';

/** Loans move credits between two users: every cached credit figure is stale afterwards. */
function useInvalidateCredits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: borrowsKeys.all }),
      queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    ]);
}

export function useAddBorrow() {
  const invalidate = useInvalidateCredits();
  return useMutation({
    mutationFn: (request: AddBorrowRequest) => sendJson('post', 'add_borrow.php', { json: request }, messageResponseSchema),
    onSuccess: invalidate,
    meta: { toastSuccess: true, toastError: { text: 'Failed to submit: {reason}', fallback: 'Unknown error' } },
  });
}

export function useDeleteBorrow() {
  const invalidate = useInvalidateCredits();
  return useMutation({
    mutationFn: (id: number) => sendJson('delete', 'delete_borrow.php', { json: { id } }, messageResponseSchema),
    onSuccess: invalidate,
    meta: { toastSuccess: true, toastError: { text: 'Failed to delete record: {reason}', fallback: 'Unknown error' } },
  });
}
