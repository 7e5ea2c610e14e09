import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { AcademyScreen } from '../features/academy/components/academy-screen';

export const Route = createFileRoute('/faq')({
  component: () => (
    <Page title="NFT Academy">
      <AcademyScreen />
    </Page>
  ),
});
