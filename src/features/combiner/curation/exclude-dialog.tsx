// "Exclude" on a result card: the token's combination is dropped and a new one planned in its place,
// every value's count kept by swaps, which are shown before anything is applied.
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { finishedRun } from '../run/finished-run';
import { proposeExclude, type RerollProposal } from './edit-run';
import { rowText } from './edit-texts';
import { ProposalSteps } from './proposal-steps';

export function ExcludeDialog({ n, onClose }: { n: number; onClose: () => void }) {
  const run = finishedRun();
  const [proposal, setProposal] = useState<RerollProposal | null>(null);
  if (!run) return null;
  return (
    <Dialog open light title={`Exclude #${n}`} onClose={onClose}>
      <p className="mb-3 text-sm">
        #{n} ({rowText(run.layers, run.digits[n - 1] ?? [])}) leaves the set and a new combination takes its number; every value keeps its
        count.
      </p>
      <ProposalSteps
        proposal={proposal}
        onProposal={setProposal}
        find={() => proposeExclude(n)}
        findLabel="Find a replacement"
        applyLabel="Apply exclusion"
        onClose={onClose}
      />
    </Dialog>
  );
}
