import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { borrowsQueryOptions } from '../api/get-borrows';
import { BorrowBadges } from './borrow-badges';
import { BorrowForm } from './borrow-form';
import { BorrowTable } from './borrow-table';

const EMPTY_SUMMARY = { total: 0, borrowed: 0, available: 0, received: 0 };

export function BorrowScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  const records = useQuery({ ...borrowsQueryOptions(address ?? ''), enabled: !!address });
  const [fetchError, setFetchError] = useState<string | null>(null);
  useEffect(() => {
    if (!records.error) return setFetchError(null);
    void errorMessage(records.error, 'Unknown error').then((reason) => setFetchError(`Failed to fetch records: ${reason}`));
  }, [records.error]);
  const summary = records.data?.summary ?? EMPTY_SUMMARY;

  return (
    <div className="space-y-6">
      <p role="note" className="rounded border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        Note: This functionality is currently in the testing stage and may not work globally yet.
      </p>
      <BorrowBadges summary={summary} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <BorrowForm ownAddress={address} available={summary.available} />
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
