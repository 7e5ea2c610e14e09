import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/tickets')({
  component: () => <Page title="Support" />,
});
