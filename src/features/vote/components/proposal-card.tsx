import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { VOTE_CHOICES } from '@/config/constants';
import type { Proposal, VoteChoice } from '@contract/votes';
import { useCastVote } from '../api/proposals';
import { CHOICE_LABELS, VoteTotals } from './vote-totals';

export function ProposalCard({ proposal, signedIn }: { proposal: Proposal; signedIn: boolean }) {
  const castVote = useCastVote();
  const vote = (choice: VoteChoice) => castVote.mutate({ proposalId: proposal.id, choice });
  const closes = new Date(proposal.closes_at).toLocaleString();
  return (
    <article
      aria-label={proposal.title}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{proposal.title}</h3>
        <Badge tone={proposal.closed ? 'secondary' : 'success'}>{proposal.closed ? 'Closed' : 'Open'}</Badge>
      </div>
      {proposal.description && <p className="text-sm whitespace-pre-wrap">{proposal.description}</p>}
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {proposal.closed ? `Voting closed on ${closes}` : `Voting closes on ${closes}`}
      </p>
      <VoteTotals totals={proposal.totals} />
      {proposal.myVote ? (
        <p className="text-sm font-medium">You voted: {CHOICE_LABELS[proposal.myVote]}</p>
      ) : proposal.closed ? null : signedIn ? (
        <div className="flex gap-2" role="group" aria-label={`Vote on ${proposal.title}`}>
          {VOTE_CHOICES.map((choice) => (
            <Button
              key={choice}
              variant={choice === 'yes' ? 'primary' : 'secondary'}
              disabled={castVote.isPending}
              onClick={() => void vote(choice)}
            >
              {CHOICE_LABELS[choice]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm">Connect your wallet to vote.</p>
      )}
    </article>
  );
}
