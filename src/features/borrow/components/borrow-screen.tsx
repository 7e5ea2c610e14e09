import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { provedAddress, useSessionStore } from '../../../lib/session-store';
import { creditsQueryOptions, selectBorrowSummary } from '../../../lib/credits';
import { borrowsQueryOptions } from '../api/get-borrows';
import { BorrowBadges } from './borrow-badges';
import { BorrowForm } from './borrow-form';
import { BorrowTable } from './borrow-table';

export function BorrowScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  // The figures come from the one credits query, so they match every other screen.
  const { data: summary } = useQuery({ ...creditsQueryOptions(useSessionStore(provedAddress)), select: selectBorrowSummary });
  const records = useQuery({ ...borrowsQueryOptions(address ?? ''), enabled: !!address });
  const [fetchError, setFetchError] = useState<string | null>(null);
  useEffect(() => {
    if (!records.error) return setFetchError(null);
    void errorMessage(records.error, 'Unknown error').then((reason) => setFetchError(`Failed to fetch records: ${reason}`));
  }, [records.error]);

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="rounded border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        Note: This functionality is currently in the testing stage and may not work globally yet.
      </p>
      <BorrowBadges summary={summary ?? { total: 0, borrowed: 0, available: 0, received: 0 }} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <BorrowForm ownAddress={address} available={summary?.available ?? 0} />
        <section aria-label="Borrow records">
          {fetchError && (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
              {fetchError}
            </p>
          )}
          {records.isPending && address ? <p>Loading...</p> : <BorrowTable records={records.data?.records ?? []} />}
        </section>
      </div>
    </div>
  );
}
