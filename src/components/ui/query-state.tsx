// The states of one query, said the same way on every screen: 'Loading...', the screen's error text in
// an alert, the screen's empty state, or the data. Routes use RoutePending while their loader runs.
import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary, type UseQueryResult } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from './button';

export function RoutePending() {
  return <p className="mx-auto max-w-6xl px-4 py-8">Loading...</p>;
}

/**
 * What a screen shows when its loader or a suspended query failed: the reason and a retry that reloads the
 * route's data (the query error boundary is reset first, or the failed query would be thrown again at once).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <div className="mx-auto max-w-6xl space-y-3 px-4 py-8">
      <ErrorText>Could not load this page: {(error instanceof Error && error.message) || 'unknown error'}</ErrorText>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  errorText: string;
  /** Shown instead of children when the data is there but holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, errorText, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <p>Loading...</p>;
  if (query.isError || query.data === undefined) return <ErrorText>{errorText}</ErrorText>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The dashed box of an empty list: a title and a line of advice. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center dark:border-gray-700">
      <p className="font-medium">{title}</p>
      {children && <p className="text-sm text-gray-600 dark:text-gray-300">{children}</p>}
    </div>
  );
}
