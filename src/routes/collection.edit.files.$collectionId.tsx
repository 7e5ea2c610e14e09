import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../components/layout/page';
import { FILES_PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../config/constants';
import { FilesScreen } from '../features/files/components/files-screen';

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
