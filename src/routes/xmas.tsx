import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { WinnersTable } from '../features/xmas/components/winners-table';

export const Route = createFileRoute('/xmas')({
  component: () => (
    <Page title="Christmas Giveaway Winners">
      <WinnersTable />
    </Page>
  ),
});
