import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../components/layout/page';
import { PAGE_SIZES, RENAMER_PAGE_SIZE_DEFAULT } from '../config/constants';
import { provedAddress } from '../lib/session-store';
import { loadCredits } from '../lib/credits';
import { Renamer } from '../features/renamer/components/renamer';

// Both optional, so that links to the renamer need no search params.
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/renameizer')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context: { queryClient, session } }) => loadCredits(queryClient, provedAddress(session)),
  component: RenameizerPage,
});

function RenameizerPage() {
  const { page = 1, pageSize = RENAMER_PAGE_SIZE_DEFAULT } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="File Batch Renamer">
      <Renamer paging={{ page, pageSize }} onPaging={(next) => void navigate({ search: next, replace: true })} />
    </Page>
  );
}
