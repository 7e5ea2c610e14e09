import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '@/lib/get-json';
import { messageResponseSchema } from '@contract/message';
import { applicationsResponseSchema, type ApplicationRequest } from '@contract/applications';

const applicationsKeys = {
  all: ['applications'] as const,
  of: (address: string | null) => ['applications', address] as const,
};

/** Public; the address only decides which entries are marked as the viewer's own. */
export const applicationsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: applicationsKeys.of(address), queryFn: () => getJson('applications.php', applicationsResponseSchema) });

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, twitter }: ApplicationRequest) => {
      const body = new FormData();
      body.set('name', name);
      body.set('twitter', twitter);
      return sendJson('post', 'submit_application.php', { body }, messageResponseSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
    meta: { toastError: { fallback: 'Failed to submit application' } },
  });
}
