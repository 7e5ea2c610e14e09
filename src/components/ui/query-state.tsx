// The states of one query, said the same way on every screen: 'Loading...', the screen's error text in
// an alert, the screen's empty state, or the data. Routes use RoutePending while their loader runs.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

export function RoutePending() {
  return <p className="mx-auto max-w-6xl px-4 py-8">Loading...</p>;
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
