// The bench's worker thread for `npm run bench -- curation`: the same functions the generator's worker
// runs in the app (setRarity for the ranks, reroll for a re-roll), answered by message like Comlink.
import { parentPort } from 'node:worker_threads';
import { setRarity } from '../../workers/export/rarity-report.ts';
import { reroll } from '../../workers/plan/reroll.ts';

parentPort!.on('message', (message: { kind: 'rank' | 'reroll'; payload: never }) => {
  const { kind, payload } = message;
  if (kind === 'rank') {
    const { layers, rows } = payload as { layers: Parameters<typeof setRarity>[0]; rows: number[][] };
    parentPort!.postMessage(setRarity(layers, rows, []));
  } else parentPort!.postMessage(reroll(payload));
});
