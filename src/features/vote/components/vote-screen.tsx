import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState } from '../../../components/ui/query-state';
import { useSessionStore } from '../../../lib/session-store';
import { proposalsQueryOptions } from '../api/proposals';
import { CreateProposalForm } from './create-proposal-form';
import { ProposalCard } from './proposal-card';

export function VoteScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  const query = useQuery(proposalsQueryOptions(address));
  const { data } = query;
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        Have your say in what Traitforge builds next: one vote per wallet on every proposal.
      </p>
      {data?.canCreate && <CreateProposalForm />}
      <section aria-labelledby="proposals-heading" className="space-y-4">
        <h2 id="proposals-heading" className="text-lg font-semibold">
          Proposals
        </h2>
        <QueryState
          query={query}
          errorText="Failed to load proposals"
          isEmpty={(d) => d.proposals.length === 0}
          empty={<EmptyState title="No proposals yet">Check back soon for the next community vote.</EmptyState>}
        >
          {(d) => d.proposals.map((p) => <ProposalCard key={p.id} proposal={p} signedIn={!!address} />)}
        </QueryState>
      </section>
    </div>
  );
}
