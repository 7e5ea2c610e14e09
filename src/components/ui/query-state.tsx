// How a screen says the states of its data: RoutePending ('Loading...') while a route's loader runs,
// RouteError when it fails, the screen's error text in an alert (ErrorText, used by QueryBoundary fallbacks),
// and the dashed box of an empty list (EmptyState).
import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
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

/** A failed part of a screen: its own words in an alert, and a retry (a QueryBoundary's fallback). */
export function ErrorWithRetry({ children, retry }: { children: ReactNode; retry: () => void }) {
  return (
    <>
      <ErrorText>{children}</ErrorText>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </>
  );
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
