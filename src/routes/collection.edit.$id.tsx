import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/collection/edit/$id')({
  component: () => <Page title="Edit collection" />,
});
