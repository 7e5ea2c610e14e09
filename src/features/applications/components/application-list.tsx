import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { EmptyState, ErrorWithRetry } from '@/components/ui/query-state';
import type { ApplicationStatus } from '@contract/applications';
import { applicationsQueryOptions } from '../api/applications';
import { TwitterLink } from './twitter-link';

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'secondary' },
};

export function ApplicationList({ address }: { address: string | null }) {
  return (
    <section aria-labelledby="applications-heading" className="space-y-3">
      <h2 id="applications-heading" className="text-lg font-semibold">
        Applications
      </h2>
      <QueryBoundary
        key={address}
        fallback={({ retry }) => (
          <>
            <ErrorWithRetry retry={retry}>Failed to load applications</ErrorWithRetry>
          </>
        )}
      >
        <Applications address={address} />
      </QueryBoundary>
    </section>
  );
}

function Applications({ address }: { address: string | null }) {
  const {
    data: { applications },
  } = useSuspenseQuery(applicationsQueryOptions(address));
  if (applications.length === 0) return <EmptyState title="No one has applied yet">Come back soon!</EmptyState>;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {applications.map((a) => (
        <li key={a.id} aria-label={a.name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div>
            <p className="font-medium">
              {a.name}
              {a.mine && <span className="ml-2 text-xs text-gray-500 dark:text-gray-400">(yours)</span>}
            </p>
            {a.twitter && (
              <p className="text-sm">
                <TwitterLink value={a.twitter} />
              </p>
            )}
          </div>
          <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}
