import { render, screen, fireEvent } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './query-state';

describe('a route whose data fails to load', () => {
  it('says why and loads again on "Try again"', async () => {
    let calls = 0;
    const root = createRootRoute();
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        calls += 1;
        if (calls === 1) throw new Error('Server error');
        return 'Your collections';
      },
      component: function Page() {
        return <p>{page.useLoaderData()}</p>;
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page: Server error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your collections')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
