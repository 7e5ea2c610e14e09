// A finished run's look-alike check, listed in its panel and flagged in the token table: one check for
// both, run again only when the run, an edit or the threshold changes.
import { useMemo, useState } from 'react';
import { DEFAULT_LOOK_ALIKE_THRESHOLD } from '@core/curation/look-alike-print';
import type { FinishedRun } from '../run/finished-run';
import { useLookAlikes } from '../curation/look-alikes';
import { LookAlikesPanel } from '../curation/look-alikes-panel';
import { lookAlikeFlags } from '../curation/look-alike-texts';
import { TokenTable } from './token-table';

export function LookAlikesAndTable({ run, runId, table }: { run: FinishedRun; runId: number; table: boolean }) {
  const [threshold, setThreshold] = useState(DEFAULT_LOOK_ALIKE_THRESHOLD);
  const lookAlikes = useLookAlikes(run, runId, threshold);
  // Null while the check runs: its progress redraws the panel, never the table.
  const flags = useMemo(() => (lookAlikes.phase === 'done' ? lookAlikeFlags(lookAlikes.groups) : null), [lookAlikes]);
  return (
    <>
      <LookAlikesPanel run={run} state={lookAlikes} threshold={threshold} onThreshold={setThreshold} />
      {table && <TokenTable run={run} runId={runId} flags={flags} />}
    </>
  );
}
