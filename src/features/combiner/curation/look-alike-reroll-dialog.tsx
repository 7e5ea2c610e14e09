// "Re-roll the look-alikes": the guard's groups re-rolled in the worker until no two tokens look alike,
// every count kept by swaps, shown before anything is applied. When no re-roll can do it, the dialog
// says why and offers to treat the alike values as one or to leave one out, with the counts of each.
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { finishedRun } from '../run/finished-run';
import { proposeLookAlikes, type RerollProposal } from './edit-run';
import { ProposalSteps } from './proposal-steps';
import { AlikeOffers } from './alike-offers';

export function LookAlikeRerollDialog({ groups, onClose }: { groups: number[][]; onClose: () => void }) {
  const run = finishedRun();
  const [proposal, setProposal] = useState<RerollProposal | null>(null);
  if (!run) return null;
  return (
    <Dialog open light title="Re-roll the look-alikes" onClose={onClose}>
      <p className="mb-2 text-sm">
        Each look-alike is re-rolled and every value it gives up goes to another token, so every count stays as it is and no two tokens look
        alike.
      </p>
      <ProposalSteps
        proposal={proposal}
        onProposal={setProposal}
        find={() => proposeLookAlikes(groups)}
        findLabel="Find a re-roll without look-alikes"
        applyLabel="Apply re-roll"
        onClose={onClose}
      />
      {proposal && !proposal.ok && proposal.classes?.length ? (
        <AlikeOffers run={run} classes={proposal.classes} crowded={proposal.crowded ?? null} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
