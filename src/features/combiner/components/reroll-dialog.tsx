// "Re-roll" on a result card: a lock per trait, then the re-roll found in the worker with every swap it
// needs to keep the counts, shown before anything is applied.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { finishedRun } from '../run/finished-run';
import { applyReroll, proposeReroll, type RerollProposal } from '../run/edit-run';
import { swapText } from '../generation/edit-texts';
import { ABSENT } from '../../../engine/generator';

export function RerollDialog({ n, onClose }: { n: number; onClose: () => void }) {
  const run = finishedRun();
  const [locked, setLocked] = useState<number[]>([]);
  const [proposal, setProposal] = useState<RerollProposal | null>(null);
  const [busy, setBusy] = useState(false);
  if (!run) return null;
  const row = run.digits[n - 1] ?? [];
  // A set made of templates: only the token's own layers, and its Type (the last layer) always stays.
  const typeLayer = run.plan?.templates?.typeTrait ? run.layers.length - 1 : -1;
  const toggle = (layer: number) => {
    setProposal(null);
    setLocked((now) => (now.includes(layer) ? now.filter((l) => l !== layer) : [...now, layer].sort((a, b) => a - b)));
  };
  const find = async () => {
    setBusy(true);
    setProposal(await proposeReroll(n, locked).finally(() => setBusy(false)));
  };
  const apply = async () => {
    if (!proposal?.ok) return;
    setBusy(true);
    await applyReroll(proposal).finally(() => setBusy(false));
    onClose();
  };
  return (
    <Dialog open title={`Re-roll #${n}`} onClose={onClose}>
      <fieldset className="mb-3 space-y-1 text-sm">
        <legend className="mb-1 font-medium">Traits to keep</legend>
        {run.layers.map((layer, l) =>
          row[l] === ABSENT || l === typeLayer ? null : (
            <label key={l} className="flex items-center gap-2">
              <input type="checkbox" checked={locked.includes(l)} onChange={() => toggle(l)} />
              Keep {layer.name}: {row[l]! < 0 ? 'None' : layer.values[row[l]!]}
            </label>
          ),
        )}
      </fieldset>
      {proposal && !proposal.ok && (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          {proposal.reason}
        </p>
      )}
      {proposal?.ok && (
        <ul aria-label="Swaps" className="mb-2 list-disc pl-5 text-sm">
          {proposal.swaps.map((s) => (
            <li key={s.layer}>{swapText(run.layers, s)}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void find()}>
          {proposal?.ok ? 'Find another' : 'Find a re-roll'}
        </Button>
        <Button disabled={busy || !proposal?.ok} onClick={() => void apply()}>
          Apply re-roll
        </Button>
      </div>
    </Dialog>
  );
}
