// "Download rarity CSV": the run's rarity.csv ranked by the chosen method, made from its rows in a worker
// by the builder the Stargaze export uses, so both give the same file.
import { rarityCsvInWorker } from '@/engine/generator';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import * as stargazeLayout from '@core/export/stargaze-layout';
import { notify } from '@/components/ui/notification-store';
import { downloadBlob } from '@/lib/download';
import { finishedRun } from '../run/finished-run';

export async function downloadRarityCsv(): Promise<void> {
  const run = finishedRun();
  if (!run) return void notify('warning', 'Please generate NFT files first');
  const method = useCombinerSettings.getState().rarityMethod;
  const csv = await rarityCsvInWorker(run.layers, run.digits.slice(0, run.count), run.oneOfOnes ?? [], method);
  downloadBlob(new Blob([csv], { type: 'text/csv' }), stargazeLayout.RARITY_CSV);
}
