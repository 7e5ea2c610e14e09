import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureForBoundary } from '../../lib/query-client';
import { QueryBoundary } from './query-boundary';

/** A list whose first load fails and whose later loads answer. */
function flakyList() {
  const list = {
    calls: 0,
    options: {
      queryKey: ['records'],
      queryFn: async () => {
        list.calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (list.calls === 1) throw new Error('Server error');
        return ['First record'];
      },
    },
  };
  return list;
}

function Records({ options }: { options: ReturnType<typeof flakyList>['options'] }) {
  const { data } = useSuspenseQuery(options);
  return <p>{data.join(', ')}</p>;
}

function renderBoundary(client: QueryClient, list: ReturnType<typeof flakyList>) {
  render(
    <QueryClientProvider client={client}>
      <h2>Borrow records</h2>
      <QueryBoundary
        fallback={({ error, retry }) => (
          <>
            <p role="alert">Failed to fetch records: {error instanceof Error ? error.message : 'Unknown error'}</p>
            <button onClick={retry}>Try again</button>
          </>
        )}
      >
        <Records options={list.options} />
      </QueryBoundary>
    </QueryClientProvider>,
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('QueryBoundary', () => {
  // React reports each error an error boundary catches on the console; here they are the expected ones.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("says 'Loading...', then the caller's failure text beside the rest of the screen, then the data after a retry", async () => {
    const list = flakyList();
    renderBoundary(newClient(), list);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch records: Server error');
    expect(screen.getByRole('heading', { name: 'Borrow records' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('First record')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list.calls).toBe(2);
  });

  it("shows a failure met by the route's loader without fetching again", async () => {
    const client = newClient();
    const list = flakyList();
    await ensureForBoundary(client, list.options);
    renderBoundary(client, list);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch records: Server error');
    expect(list.calls).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('First record')).toBeInTheDocument();
    expect(list.calls).toBe(2);
  });
});
