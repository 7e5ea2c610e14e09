import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';

export const Route = createFileRoute('/collection/edit/files/$collectionId')({
  component: () => <Page title="NFT files" />,
});
