// Pinning through this deployment's own Pinata account: whether it offers one (GET /api/launch/services),
// and an upload URL Pinata signed for one CAR (POST /api/launch/pinata-upload-url). The browser never
// holds that account's key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { getJson } from '@/lib/get-json';
import { launchServicesSchema, pinataUploadUrlSchema, type PinataUploadUrlRequest } from '@contract/launch';

const launchServicesQuery = () =>
  queryOptions({ queryKey: ['launch-services'], queryFn: () => getJson('launch/services', launchServicesSchema), staleTime: Infinity });

/** True when this site signs Pinata uploads for its users; false while unknown. */
export const useSitePinning = (): boolean => useQuery(launchServicesQuery()).data?.pinataSignedUploads ?? false;

export async function signedUploadUrl(request: PinataUploadUrlRequest): Promise<string> {
  try {
    return pinataUploadUrlSchema.parse(await api.post('launch/pinata-upload-url', { json: request }).json()).url;
  } catch (error) {
    throw new Error(await errorMessage(error, "This site's Pinata account did not answer"), { cause: error });
  }
}
