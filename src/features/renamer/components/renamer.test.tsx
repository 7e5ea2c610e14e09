import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { creditsKeys, FREE_CREDITS_VIEW } from '@/lib/credits';
import { useSessionStore } from '@/lib/session-store';
import { useNotices } from '@/components/ui/notification-store';
import { useRenamerFiles } from '../stores/renamer-files-store';
import { Renamer } from './renamer';

const files = (count: number) => Array.from({ length: count }, (_, i) => new File([`f${i}`], `file-${i}.png`, { type: 'image/png' }));

function renderRenamer(credits?: number) {
  const client = createQueryClient();
  const address = useSessionStore.getState().starsAddress;
  if (address && credits !== undefined) {
    const allowances = { ...FREE_CREDITS_VIEW.allowances, renamer: credits };
    client.setQueryData(creditsKeys.of(address), { ...FREE_CREDITS_VIEW, allowances });
  }
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <Renamer paging={{ page: 1, pageSize: 20 }} onPaging={() => undefined} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const drop = (count: number) =>
  act(() => void fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: files(count) } }));
const lastNotice = () => useNotices.getState().notices.at(-1);

afterEach(() => {
  act(() => {
    useRenamerFiles.getState().clear();
    useSessionStore.getState().clear();
    useNotices.setState({ notices: [] });
  });
});

describe('Renamer allowance', () => {
  it('lets a visitor add 100 files and skips the rest', async () => {
    renderRenamer();
    await screen.findByText('Currently using: 0 / 100');
    expect(screen.getByText('Free version allows renaming up to 100 files. Connect wallet for more.')).toBeInTheDocument();
    drop(150);
    expect(lastNotice()).toMatchObject({ type: 'warning', message: 'Added 100 files. Skipped 50 files due to credit limit.' });
    // The screen may have committed outside act (it suspends first), so its store subscription can land a tick later.
    expect(await screen.findByText('Currently using: 100 / 100')).toBeInTheDocument();
    drop(1);
    expect(lastNotice()).toMatchObject({ type: 'error', message: 'Credit limit reached. Cannot add more files.' });
    expect(screen.getByRole('button', { name: 'Rename (100) files' })).toBeEnabled();
  });

  it("uses a signed-in user's credits and keeps only the current page in the DOM", () => {
    act(() => useSessionStore.getState().update({ starsAddress: 'stars1renamer', ownershipProved: true }));
    renderRenamer(1500);
    expect(screen.getByText('You can rename up to 1500 files based on your credits.')).toBeInTheDocument();
    drop(1200);
    expect(lastNotice()).toMatchObject({ type: 'success', message: 'Successfully added 1200 files' });
    expect(screen.getByText('Currently using: 1200 / 1500')).toBeInTheDocument();
    expect(screen.getAllByTestId('renamer-file')).toHaveLength(20);
  });

  it('falls back to 100 when the credit lookup fails', async () => {
    act(() => useSessionStore.getState().update({ starsAddress: 'stars1nobody', ownershipProved: true }));
    renderRenamer();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // Nothing answers the API in jsdom: the lookup fails for real, and adding opens up at the free limit.
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[type="file"]')).toBeEnabled());
    expect(screen.getByText('Free version allows renaming up to 100 files. Connect wallet for more.')).toBeInTheDocument();
    drop(101);
    expect(await screen.findByText('Currently using: 100 / 100')).toBeInTheDocument();
  });
});
