// Beside the results of an unedited run: the edit log of an exported traitforge.json made again on it
// (replay-edits.ts), so a set exported elsewhere is made here byte for byte from its layers, settings,
// seed and edits.
import { useState } from 'react';
import { notify } from '@/components/ui/notification-store';
import { useFinishedRun } from '../run/finished-run';
import { replayEdits } from './replay-edits';

export function ReplayEditsInput() {
  const run = useFinishedRun();
  const [busy, setBusy] = useState(false);
  if (!run || run.edits?.length) return null;
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setBusy(true);
    const { ok, message } = await replayEdits(file).finally(() => setBusy(false));
    notify(ok ? 'success' : 'error', message);
  };
  return (
    <label className="mb-2 flex items-center gap-2 text-sm">
      Replay the edits of a traitforge.json
      <input
        type="file"
        accept=".json,application/json"
        disabled={busy}
        className="text-sm"
        onChange={(e) => void choose(e.currentTarget)}
      />
    </label>
  );
}
