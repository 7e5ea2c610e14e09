import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session-store';
import { proposalsQueryOptions } from '../api/proposals';
import { CreateProposalForm } from './create-proposal-form';
import { ProposalCard } from './proposal-card';

export function VoteScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  const { data, isPending, isError } = useQuery(proposalsQueryOptions(address));
  const proposals = data?.proposals ?? [];
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">Have your say in what Traitforge builds next: one vote per wallet on every proposal.</p>
      {data?.canCreate && <CreateProposalForm />}
      <section aria-labelledby="proposals-heading" className="space-y-4">
        <h2 id="proposals-heading" className="text-lg font-semibold">Proposals</h2>
        {isPending ? (
          <p>Loading...</p>
        ) : isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">Failed to load proposals</p>
        ) : proposals.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center dark:border-gray-700">
            <p className="font-medium">No proposals yet</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">Check back soon for the next community vote.</p>
          </div>
        ) : (
          proposals.map((p) => <ProposalCard key={p.id} proposal={p} signedIn={!!address} />)
        )}
      </section>
    </div>
  );
}
