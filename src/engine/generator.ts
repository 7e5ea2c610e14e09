// The generator's gateway: planning, counting and previews each run in a worker of their own lane, so a
// newer request (the user still typing) ends the older one by terminating its worker.
import type { Remote } from 'comlink';
import type {
  ComposeSession,
  GeneratorApi,
  LayerValues,
  OneOfOneItem,
  PlanInput,
  PlanLayer,
  PlanRule,
  RarityMethod,
  RatedPlan,
  ValidCount,
} from '../../workers/protocol';
import { callUntilAborted, startWorker, type WorkerBridge } from './worker-bridge';

export { planInput, collectionSize, defaultGeneratorSettings, weightOf } from '../../workers/plan/from-settings';
export { shareText } from '../../workers/plan/largest-remainder';
export { noCombinationReason } from '../../workers/plan/plan-targets';
export { NONE } from '../../workers/plan/types';
export { csvCell, SCORE_DECIMALS } from '../../workers/plan/rarity-score';
export { tokenRows } from '../../workers/plan/rated-plan';

type Lane = 'plan' | 'count' | 'preview' | 'rarity';
const lanes = new Map<Lane, { bridge: WorkerBridge<GeneratorApi>; busy: AbortController | null }>();

function lane(name: Lane) {
  let entry = lanes.get(name);
  if (!entry) {
    const bridge = startWorker<GeneratorApi>(
      () => new Worker(new URL('../../workers/generator.worker.ts', import.meta.url), { type: 'module' }),
    );
    entry = { bridge, busy: null };
    lanes.set(name, entry);
  }
  return entry;
}

/** Runs `task` in the lane's worker; a later call in the same lane (or `signal`) aborts this one. */
async function run<T>(name: Lane, task: (remote: Remote<GeneratorApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  // Aborting the busy call ends its worker, and the lane forgets it: the call below starts a fresh one.
  lanes.get(name)?.busy?.abort(new DOMException('Replaced by a newer request', 'AbortError'));
  const entry = lane(name);
  const controller = (entry.busy = new AbortController());
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const forget = () => {
    if (lanes.get(name) === entry) lanes.delete(name);
  };
  try {
    return await callUntilAborted(entry.bridge, task, controller.signal, forget);
  } finally {
    signal?.removeEventListener('abort', stop);
    if (entry.busy === controller) entry.busy = null;
  }
}

export const planInWorker = (
  input: PlanInput,
  oneOfOnes: OneOfOneItem[],
  signal?: AbortSignal,
  lane: 'plan' | 'preview' = 'plan',
): Promise<RatedPlan> => run(lane, (r) => r.plan(input, oneOfOnes) as Promise<RatedPlan>, signal);

export const countInWorker = (layers: PlanLayer[], rules: PlanRule[], signal?: AbortSignal): Promise<ValidCount> =>
  run('count', (r) => r.count(layers, rules), signal);

export const previewInWorker = (session: Omit<ComposeSession, 'optimise'>, digits: number[], signal?: AbortSignal): Promise<Blob> =>
  run('preview', (r) => r.preview(session, digits), signal);

export const rarityCsvInWorker = (
  layers: LayerValues[],
  rows: number[][],
  oneOfOnes: OneOfOneItem[],
  method: RarityMethod,
  signal?: AbortSignal,
): Promise<string> => run('rarity', (r) => r.rarityCsv(layers, rows, oneOfOnes, method), signal);
