// "Download rarity CSV": the rarity.csv kept with the run (the Stargaze export writes the same file from
// the same builder); a run of an older version has none kept, so it is made from its rows in a worker.
import { rarityInWorker } from '../../../engine/generator';
import { stargazeLayout } from '../../../engine/engine';
import { notify } from '../../../components/ui/notification-store';
import { downloadBlob } from '../../../lib/download';
import { finishedRun } from '../run/finished-run';

export async function downloadRarityCsv(): Promise<void> {
  const run = finishedRun();
  if (!run) return void notify('warning', 'Please generate NFT files first');
  const csv = run.plan?.rarityCsv ?? (await rarityInWorker(run.layers, run.digits.slice(0, run.count), run.oneOfOnes ?? [])).csv;
  downloadBlob(new Blob([csv], { type: 'text/csv' }), stargazeLayout.RARITY_CSV);
}
