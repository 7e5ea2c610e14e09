import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { AcademyScreen } from '../features/academy/components/academy-screen';
import { siteContentQueryOptions, useSiteContent } from '../lib/site-content';

export const Route = createFileRoute('/faq')({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteContentQueryOptions()),
  component: function Faq() {
    return (
      <Page title="NFT Academy">
        <AcademyScreen videoIds={useSiteContent().tutorialVideos} />
      </Page>
    );
  },
});
