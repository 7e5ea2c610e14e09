import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { WinnersTable } from '../features/xmas/components/winners-table';
import { PLACEHOLDER_WINNERS } from '../features/xmas/winners';
import { partnersQueryOptions, usePartners } from '../features/dashboard/api/partners';
import { siteContentQueryOptions, useSiteContent } from '../lib/site-content';

export const Route = createFileRoute('/xmas')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(partnersQueryOptions()),
      context.queryClient.ensureQueryData(siteContentQueryOptions()),
    ]),
  component: function Xmas() {
    const winners = useSiteContent().xmasWinners ?? PLACEHOLDER_WINNERS;
    return (
      <Page title="Christmas Giveaway Winners">
        <WinnersTable winners={winners} partners={usePartners()} />
      </Page>
    );
  },
});
