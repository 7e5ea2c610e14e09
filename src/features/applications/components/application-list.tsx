import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ApplicationStatus } from '../../../../server/contract/applications';
import { applicationsQueryOptions } from '../api/applications';
import { TwitterLink } from './twitter-link';

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'secondary' },
};

export function ApplicationList({ address }: { address: string | null }) {
  const { data, isPending, isError } = useQuery(applicationsQueryOptions(address));
  const applications = data?.applications ?? [];
  return (
    <section aria-labelledby="applications-heading" className="space-y-3">
      <h2 id="applications-heading" className="text-lg font-semibold">Applications</h2>
      {isPending ? (
        <p>Loading...</p>
      ) : isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">Failed to load applications</p>
      ) : applications.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center dark:border-gray-700">
          <p className="font-medium">No one has applied yet</p>
          <p className="text-sm text-gray-600 dark:text-gray-300">Come back soon!</p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
          {applications.map((a) => (
            <li key={a.id} aria-label={a.name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div>
                <p className="font-medium">{a.name}{a.mine && <span className="ml-2 text-xs text-gray-500">(yours)</span>}</p>
                {a.twitter && <p className="text-sm"><TwitterLink value={a.twitter} /></p>}
              </div>
              <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
