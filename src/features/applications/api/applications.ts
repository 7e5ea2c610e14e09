import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getJson } from '../../../lib/get-json';
import { applicationsResponseSchema, type ApplicationRequest } from '../../../../server/contract/applications';

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
      return api.post('submit_application.php', { body }).json<{ success: boolean; message: string }>();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
    meta: { toastError: { fallback: 'Failed to submit application' } },
  });
}
