import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/recent-collections')({
  component: () => <Page title="Featured Collections" />,
});
