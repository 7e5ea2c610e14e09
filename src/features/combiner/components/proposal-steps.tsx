// What every re-roll and exclusion dialog shows once the worker answers: why none was found, or each
// swap it needs (every token the edit touches), and the buttons to look again or apply it.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { finishedRun } from '../run/finished-run';
import { applyReroll, type RerollProposal } from '../run/edit-run';
import { swapText } from '../generation/edit-texts';
import { composeWorkers } from '../../../engine/spare-worker';

interface ProposalStepsProps {
  proposal: RerollProposal | null;
  find: () => Promise<RerollProposal | null>;
  onProposal: (proposal: RerollProposal | null) => void;
  findLabel: string;
  applyLabel: string;
  /** After the edit is applied (the dialog closes then too). */
  onApplied?: () => void;
  onClose: () => void;
}

export function ProposalSteps({ proposal, find, onProposal, findLabel, applyLabel, onApplied, onClose }: ProposalStepsProps) {
  const [busy, setBusy] = useState(false);
  // The edit's compose worker loads while the artist picks: applying then waits only for the drawing.
  useEffect(() => composeWorkers.prepare(), []);
  const run = finishedRun();
  if (!run) return null;
  const look = async () => {
    setBusy(true);
    onProposal(await find().finally(() => setBusy(false)));
  };
  const apply = async () => {
    if (!proposal?.ok) return;
    setBusy(true);
    await applyReroll(proposal).finally(() => setBusy(false));
    onApplied?.();
    onClose();
  };
  return (
    <>
      {proposal && !proposal.ok && (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          {proposal.reason}
        </p>
      )}
      {proposal?.ok && (
        <ul aria-label="Swaps" className="mb-2 max-h-60 list-disc overflow-auto pl-5 text-sm">
          {proposal.swaps.map((s, i) => (
            <li key={i}>{swapText(run.layers, s)}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void look()}>
          {proposal?.ok ? 'Find another' : findLabel}
        </Button>
        <Button disabled={busy || !proposal?.ok} onClick={() => void apply()}>
          {applyLabel}
        </Button>
      </div>
    </>
  );
}
