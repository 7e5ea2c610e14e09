import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApplicationRequest, ApplicationsResponse } from '../../../../server/contract/applications';

const applicationsKey = ['applications'] as const;

/** Public; the address only decides which entries are marked as the viewer's own. */
export const applicationsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: [...applicationsKey, address], queryFn: () => api.get('applications.php').json<ApplicationsResponse>() });

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, twitter }: ApplicationRequest) => {
      const body = new FormData();
      body.set('name', name);
      body.set('twitter', twitter);
      return api.post('submit_application.php', { body }).json<{ success: boolean; message: string }>();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
    meta: { toastError: { fallback: 'Failed to submit application' } },
  });
}
