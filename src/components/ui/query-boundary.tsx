// A part of a screen that reads its queries with useSuspenseQuery: 'Loading...' while they load, and when
// one fails the screen's own words (given by the caller) in the same place, with a retry, while the rest
// of the screen stays. A route's loader may have met the failure first: it stays in the query cache, and
// useSuspenseQuery throws it here without fetching again (see ensureForBoundary in lib/query-client.ts).
import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary, useQueryErrorResetBoundary } from '@tanstack/react-query';

export interface QueryFailure {
  error: unknown;
  /** Loads the failed queries again (they are refetched as the part mounts again). */
  retry: () => void;
}

interface QueryBoundaryProps {
  children: ReactNode;
  fallback: (failure: QueryFailure) => ReactNode;
  /** Shown while a query inside loads; 'Loading...' unless the screen says more. */
  pending?: ReactNode;
}

export function QueryBoundary(props: QueryBoundaryProps) {
  // A reset scope of its own: retrying here lets only this part's failed queries fetch again.
  return (
    <QueryErrorResetBoundary>
      <ResettableBoundary {...props} />
    </QueryErrorResetBoundary>
  );
}

function ResettableBoundary({ children, fallback, pending = <p>Loading...</p> }: QueryBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <CatchError onReset={reset} fallback={fallback}>
      <Suspense fallback={pending}>{children}</Suspense>
    </CatchError>
  );
}

interface CatchErrorProps {
  children: ReactNode;
  fallback: (failure: QueryFailure) => ReactNode;
  onReset: () => void;
}

class CatchError extends Component<CatchErrorProps, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: null });
  };

  override render() {
    const { failed } = this.state;
    return failed ? this.props.fallback({ error: failed.error, retry: this.retry }) : this.props.children;
  }
}
