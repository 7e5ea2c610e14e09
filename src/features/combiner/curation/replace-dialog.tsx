// "Replace with a one-of-one" on a result card: one of the collection's one-of-ones (or a new one added
// here with the one-of-one form) takes the token's number. Before it applies, the dialog says what the
// set loses: each value the token had is one fewer, with its count before and after.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NONE_VALUE } from '@core/export/metadata';
import { ABSENT } from '@core/plan/tree-types';
import { composeWorkers } from '@/engine/spare-worker';
import { finishedRun, type FinishedRun } from '../run/finished-run';
import { replaceProblem, replaceWithOneOfOne } from './replace-with-one-of-one';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { OneOfOneForm } from '../one-of-ones/one-of-one-form';

/** "Background Red: 15 → 14" for each value token `n` holds (the set's counts as they are now); in a set
 * of templates, only the layers of the token's own template. */
function displacedCounts(run: FinishedRun, n: number): string[] {
  const row = run.digits[n - 1] ?? [];
  return run.layers.flatMap((layer, l) => {
    if (row[l] === ABSENT) return [];
    const count = run.digits.slice(0, run.count).filter((r) => r[l] === row[l] && !((r[run.layers.length] ?? -1) >= 0)).length;
    const value = row[l]! < 0 ? NONE_VALUE : layer.values[row[l]!];
    return [`${layer.name} ${value}: ${count} → ${count - 1}`];
  });
}

export function ReplaceDialog({ n, onClose }: { n: number; onClose: () => void }) {
  const run = finishedRun();
  const oneOfOnes = useGeneratorSettings((s) => s.oneOfOnes);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The compose worker that draws the one-of-one loads while the artist picks it.
  useEffect(() => composeWorkers.prepare(), []);
  if (!run) return null;
  const item = oneOfOnes.find((o) => o.id === chosen);
  const problem = item && replaceProblem(run, n, item);
  const replace = async () => {
    if (!item || problem) return;
    setBusy(true);
    await replaceWithOneOfOne(n, item).finally(() => setBusy(false));
    onClose();
  };
  return (
    <Dialog open light title={`Replace #${n} with a one-of-one`} onClose={onClose}>
      <fieldset className="mb-3 space-y-1 text-sm">
        <legend className="mb-1 font-medium">One-of-one</legend>
        {oneOfOnes.length === 0 && <p>The collection has no one-of-ones yet: add one below.</p>}
        {oneOfOnes.map((o) => (
          <label key={o.id} className="flex items-center gap-2">
            <input type="radio" name="one-of-one" checked={chosen === o.id} onChange={() => setChosen(o.id)} />
            {o.name}
          </label>
        ))}
      </fieldset>
      <details className="mb-3 text-sm">
        <summary>Add a one-of-one</summary>
        <OneOfOneForm disabled={busy} />
      </details>
      {problem && (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {item && !problem && (
        <div aria-label="What changes" role="group" className="mb-2 text-sm">
          <p>
            #{n} becomes {item.name}. The values #{n} had are one fewer in the set:
          </p>
          <ul className="list-disc pl-5">
            {displacedCounts(run, n).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <Button disabled={busy || !item || !!problem} onClick={() => void replace()}>
        Replace #{n}
      </Button>
    </Dialog>
  );
}
