import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/collections')({
  component: () => <Page title="My Collections" />,
});
