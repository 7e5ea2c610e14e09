import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { EmptyState, ErrorWithRetry } from '@/components/ui/query-state';
import { useSessionStore } from '@/lib/session-store';
import { proposalsQueryOptions } from '../api/proposals';
import { CreateProposalForm } from './create-proposal-form';
import { ProposalCard } from './proposal-card';

export function VoteScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        Have your say in what Traitforge builds next: one vote per wallet on every proposal.
      </p>
      {/* The answer says whether the viewer may create proposals, so the form waits for it with the list. */}
      <QueryBoundary
        key={address}
        pending={
          <ProposalsSection>
            <p>Loading...</p>
          </ProposalsSection>
        }
        fallback={({ retry }) => (
          <ProposalsSection>
            <ErrorWithRetry retry={retry}>Failed to load proposals</ErrorWithRetry>
          </ProposalsSection>
        )}
      >
        <Proposals address={address} />
      </QueryBoundary>
    </div>
  );
}

function ProposalsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="proposals-heading" className="space-y-4">
      <h2 id="proposals-heading" className="text-lg font-semibold">
        Proposals
      </h2>
      {children}
    </section>
  );
}

function Proposals({ address }: { address: string | null }) {
  const {
    data: { canCreate, proposals },
  } = useSuspenseQuery(proposalsQueryOptions(address));
  return (
    <>
      {canCreate && <CreateProposalForm />}
      <ProposalsSection>
        {proposals.length === 0 ? (
          <EmptyState title="No proposals yet">Check back soon for the next community vote.</EmptyState>
        ) : (
          proposals.map((p) => <ProposalCard key={p.id} proposal={p} signedIn={!!address} />)
        )}
      </ProposalsSection>
    </>
  );
}
