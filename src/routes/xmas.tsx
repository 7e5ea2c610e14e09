import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/xmas')({
  component: () => <Page title="Christmas event winners" />,
});
