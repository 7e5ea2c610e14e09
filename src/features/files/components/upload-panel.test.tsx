import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UploadPanel } from './upload-panel';

const renderPanel = (total: number, allowance: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UploadPanel collectionId="1" total={total} allowance={allowance} />
    </QueryClientProvider>,
  );

describe('the upload area', () => {
  it('of a full collection takes no selection and says it is full', () => {
    renderPanel(100, 100);
    expect(screen.getByLabelText('Choose & Upload Files')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This collection is full: 100 of 100 files. Delete files or earn more credits to upload more.',
    );
  });

  it('with room left takes a selection', () => {
    renderPanel(99, 100);
    expect(screen.getByLabelText('Choose & Upload Files')).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
