// What every re-roll and exclusion dialog shows once the worker answers: why none was found, or each
// swap it needs (every token the edit touches), and the buttons to look again or apply it.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { finishedRun } from '../run/finished-run';
import { applyReroll, prepareApply, prepareEdits, type RerollProposal } from './edit-run';
import { swapText } from './edit-texts';

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
  const buttons = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // The edit's compose worker loads, and the run's layer images are read, while the artist picks.
  useEffect(prepareEdits, []);
  // The buttons are disabled while the worker looks, which drops the focus to the page: it comes back
  // to "Apply" (or to the button that looks again), so Tab and Escape stay in the dialog.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const [again, apply] = buttons.current?.querySelectorAll('button') ?? [];
    (apply && !apply.disabled ? apply : again)?.focus();
  }, [busy, proposal]);
  const run = finishedRun();
  if (!run) return null;
  const look = async () => {
    setBusy(true);
    refocus.current = true;
    const found = await find().finally(() => setBusy(false));
    onProposal(found);
    // Once the swaps are on screen (posting the set to the workers takes the page a few ms).
    if (found) requestAnimationFrame(() => setTimeout(() => void prepareApply(found)));
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
      <div ref={buttons} className="flex gap-2">
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
