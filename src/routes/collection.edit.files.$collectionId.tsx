import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../components/layout/page';
import { FILES_PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../config/constants';
import { FilesScreen } from '../features/files/components/files-screen';
import { collectionDetailsQueryOptions, ownershipQueryOptions } from '../features/files/api/collection-access';
import { filesPageQueryOptions } from '../features/files/api/files-page';
import { traitsQueryOptions } from '../features/files/api/traits';
import { creditsQueryOptions } from '../lib/credits';
import { ensureForBoundary } from '../lib/query-client';
import { provedAddress } from '../lib/session-store';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(FILES_PAGE_SIZE_DEFAULT)
    .default(FILES_PAGE_SIZE_DEFAULT),
});

export const Route = createFileRoute('/collection/edit/files/$collectionId')({
  validateSearch: searchSchema,
  loaderDeps: ({ search: { page, pageSize } }) => ({ page, pageSize }),
  // Every query of the screen starts here, together, once ownership is known (a stranger's collection is
  // never asked for). A first visit does not wait for them: the screen shows 'Verifying ownership...' at
  // once (SPEC.md). Once ownership is known, paging waits for the next page, so the list on screen stays
  // until it is replaced.
  loader: ({ context: { queryClient, session }, params: { collectionId }, deps: { page, pageSize } }) => {
    const address = provedAddress(session);
    if (!address) return;
    const loadScreen = () =>
      Promise.all([
        ensureForBoundary(queryClient, collectionDetailsQueryOptions(collectionId)),
        ensureForBoundary(queryClient, filesPageQueryOptions(collectionId, page, pageSize)),
        ensureForBoundary(queryClient, traitsQueryOptions(collectionId)),
        ensureForBoundary(queryClient, creditsQueryOptions(address)),
      ]);
    const ownership = ownershipQueryOptions(collectionId);
    if (queryClient.getQueryData(ownership.queryKey)?.isOwner) return loadScreen();
    void queryClient.ensureQueryData(ownership).then(
      (answer) => (answer.isOwner ? loadScreen() : undefined),
      () => undefined,
    );
  },
  component: FilesRoute,
});

function FilesRoute() {
  const { collectionId } = Route.useParams();
  const { page, pageSize } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="META JSON Editor">
      <FilesScreen
        key={collectionId}
        collectionId={collectionId}
        page={page}
        pageSize={pageSize}
        onPaging={(p, size) => void navigate({ search: { page: p, pageSize: size } })}
      />
    </Page>
  );
}
