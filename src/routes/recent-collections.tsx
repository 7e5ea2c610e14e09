import { createFileRoute } from '@tanstack/react-router';
import { FeaturedCollections } from '../features/featured/components/featured-collections';
import { partnersQueryOptions, usePartners } from '../features/dashboard/api/partners';

export const Route = createFileRoute('/recent-collections')({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnersQueryOptions()),
  component: function RecentCollections() {
    return <FeaturedCollections partners={usePartners()} />;
  },
});
