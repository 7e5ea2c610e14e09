// The look-alike guard beside the results: tokens whose images are the same bytes, then tokens whose
// images look alike within the artist's threshold, each one click from the re-roll dialog.
import { useState } from 'react';
import { PRINT_BITS } from '@core/curation/look-alike-print';
import { TextField } from '@/components/ui/form-field';
import type { LookAlikeState } from './look-alikes';
import type { FinishedRun } from '../run/finished-run';
import { checkingText, lookAlikeText, samePixelsText, THRESHOLD_HINT } from './look-alike-texts';
import { LookAlikeGroup } from './look-alike-group';
import { RerollDialog } from './reroll-dialog';
import { LookAlikeRerollDialog } from './look-alike-reroll-dialog';
import { Button } from '@/components/ui/button';

/** More groups than this are a threshold set too high: the first ones are shown. */
const GROUPS_SHOWN = 50;

function Groups({
  run,
  label,
  groups,
  text,
  onReroll,
}: {
  run: FinishedRun;
  label: string;
  groups: number[][];
  text: (tokens: number[]) => string;
  onReroll: (n: number) => void;
}) {
  if (!groups.length) return null;
  return (
    <>
      <h4 className="mt-2 text-sm font-semibold">
        {label} ({groups.length})
      </h4>
      <ul aria-label={label} className="space-y-2">
        {groups.slice(0, GROUPS_SHOWN).map((tokens) => (
          <LookAlikeGroup key={tokens[0]} run={run} tokens={tokens} text={text(tokens)} onReroll={onReroll} />
        ))}
      </ul>
    </>
  );
}

interface PanelProps {
  run: FinishedRun;
  /** The check's state (the token table flags the same look-alikes) and the threshold it ran with. */
  state: LookAlikeState;
  threshold: number;
  onThreshold: (bits: number) => void;
}

export function LookAlikesPanel({ run, state, threshold, onThreshold: setThreshold }: PanelProps) {
  const [rerolling, setRerolling] = useState<number | null>(null);
  const [resolving, setResolving] = useState(false);
  const setFrom = (value: string) => {
    const bits = Number(value);
    if (value !== '' && Number.isInteger(bits) && bits >= 0 && bits <= PRINT_BITS) setThreshold(bits);
  };
  return (
    <section aria-label="Look-alikes" className="mb-3 rounded border border-gray-200 p-2 dark:border-gray-700">
      <h3 className="font-semibold">Look-alikes</h3>
      <TextField
        label="Look-alike threshold"
        hint={THRESHOLD_HINT}
        type="number"
        min={0}
        max={PRINT_BITS}
        size="compact"
        boxClassName="my-2 max-w-xl"
        controlClassName="max-w-24"
        defaultValue={threshold}
        onChange={(e) => setFrom(e.target.value)}
      />
      {state.phase === 'checking' && (
        <p role="status" className="text-sm">
          <progress className="mr-2 align-middle" value={state.done} max={state.total} aria-label="Looking for look-alikes" />
          {checkingText(state.done, state.total)}
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The images could not be checked for look-alikes: {state.message}. Change the threshold or reload to try again.
        </p>
      )}
      {state.phase === 'done' && !state.groups.identical.length && !state.groups.near.length && (
        <p className="text-sm">No look-alikes: every image differs from the others by more than the threshold.</p>
      )}
      {state.phase === 'done' && (state.groups.identical.length > 0 || state.groups.near.length > 0) && (
        <Button variant="secondary" className="my-1 py-1" onClick={() => setResolving(true)}>
          Re-roll the look-alikes
        </Button>
      )}
      {state.phase === 'done' && (
        <>
          <Groups run={run} label="Identical images" groups={state.groups.identical} text={samePixelsText} onReroll={setRerolling} />
          <Groups run={run} label="Near-identical images" groups={state.groups.near} text={lookAlikeText} onReroll={setRerolling} />
        </>
      )}
      {rerolling !== null && <RerollDialog tokens={[rerolling]} onClose={() => setRerolling(null)} />}
      {resolving && state.phase === 'done' && (
        <LookAlikeRerollDialog groups={[...state.groups.identical, ...state.groups.near]} onClose={() => setResolving(false)} />
      )}
    </section>
  );
}
