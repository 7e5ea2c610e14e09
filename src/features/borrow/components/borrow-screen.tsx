import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryBoundary, type QueryFailure } from '@/components/ui/query-boundary';
import { provedAddress, useSessionStore } from '@/lib/session-store';
import { creditsQueryOptions, selectBorrowSummary } from '@/lib/credits';
import { borrowsQueryOptions } from '../api/get-borrows';
import { BorrowBadges } from './borrow-badges';
import { BorrowForm } from './borrow-form';
import { BorrowTable } from './borrow-table';

export function BorrowScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  // The figures come from the one credits query, so they match every other screen.
  const { data: summary } = useSuspenseQuery({ ...creditsQueryOptions(useSessionStore(provedAddress)), select: selectBorrowSummary });

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="rounded border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        Note: This functionality is currently in the testing stage and may not work globally yet.
      </p>
      <BorrowBadges summary={summary} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <BorrowForm ownAddress={address} available={summary.available} />
        <section aria-label="Borrow records">
          {address ? (
            <QueryBoundary key={address} fallback={(failure) => <RecordsFailed {...failure} />}>
              <BorrowRecords address={address} />
            </QueryBoundary>
          ) : (
            <BorrowTable records={[]} />
          )}
        </section>
      </div>
    </div>
  );
}

function BorrowRecords({ address }: { address: string }) {
  const { data } = useSuspenseQuery(borrowsQueryOptions(address));
  return <BorrowTable records={data.records} />;
}

function RecordsFailed({ error, retry }: QueryFailure) {
  return (
    <div className="space-y-3">
      <FormAlert>Failed to fetch records: {error instanceof Error ? error.message : 'Unknown error'}</FormAlert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
