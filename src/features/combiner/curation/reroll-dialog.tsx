// "Re-roll" on a result card, or "Re-roll selected" for several: a lock per trait, then the re-roll found
// in the worker with every swap it needs to keep the counts, shown before anything is applied.
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { finishedRun } from '../run/finished-run';
import { proposeReroll, proposeSelection, type RerollProposal } from './edit-run';
import { NONE_VALUE } from '@core/export/metadata';
import { ABSENT } from '@core/plan/tree-types';
import { ProposalSteps } from './proposal-steps';

export function RerollDialog({ tokens, onApplied, onClose }: { tokens: number[]; onApplied?: () => void; onClose: () => void }) {
  const run = finishedRun();
  const [locked, setLocked] = useState<number[]>([]);
  const [proposal, setProposal] = useState<RerollProposal | null>(null);
  if (!run) return null;
  const single = tokens.length === 1;
  const row = run.digits[tokens[0]! - 1] ?? [];
  // A set made of templates: only the token's own layers (a selection's first token's), and its Type
  // (the last layer) always stays.
  const typeLayer = run.plan?.templates?.typeTrait ? run.layers.length - 1 : -1;
  const toggle = (layer: number) => {
    setProposal(null);
    setLocked((now) => (now.includes(layer) ? now.filter((l) => l !== layer) : [...now, layer].sort((a, b) => a - b)));
  };
  // One token names the value it keeps; a selection keeps each token's own value of the layer.
  const lockText = (l: number) =>
    single ? `Keep ${run.layers[l]!.name}: ${row[l]! < 0 ? NONE_VALUE : run.layers[l]!.values[row[l]!]}` : `Keep ${run.layers[l]!.name}`;
  return (
    <Dialog open light title={`Re-roll ${tokens.map((t) => `#${t}`).join(', ')}`} onClose={onClose}>
      <fieldset className="mb-3 space-y-1 text-sm">
        <legend className="mb-1 font-medium">Traits to keep</legend>
        {run.layers.map((_, l) =>
          row[l] === ABSENT || l === typeLayer ? null : (
            <label key={l} className="flex items-center gap-2">
              <input type="checkbox" checked={locked.includes(l)} onChange={() => toggle(l)} />
              {lockText(l)}
            </label>
          ),
        )}
      </fieldset>
      <ProposalSteps
        proposal={proposal}
        onProposal={setProposal}
        find={() => (single ? proposeReroll(tokens[0]!, locked) : proposeSelection(tokens, locked))}
        findLabel="Find a re-roll"
        applyLabel="Apply re-roll"
        onApplied={onApplied}
        onClose={onClose}
      />
    </Dialog>
  );
}
