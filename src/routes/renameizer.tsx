import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/renameizer')({
  component: () => <Page title="File Batch Renamer" />,
});
