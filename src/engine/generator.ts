// The generator's gateway: planning, counting and previews each run in a worker of their own lane, so a
// newer request (the user still typing) ends the older one by terminating its worker.
import { wrap, type Remote } from 'comlink';
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

export { planInput, collectionSize, defaultGeneratorSettings, weightOf } from '../../workers/plan/from-settings';
export { shareText } from '../../workers/plan/largest-remainder';
export { noCombinationReason } from '../../workers/plan/plan-targets';
export { NONE } from '../../workers/plan/types';
export { csvCell, SCORE_DECIMALS } from '../../workers/plan/rarity-score';
export { tokenRows } from '../../workers/plan/rated-plan';

type Lane = 'plan' | 'count' | 'preview' | 'rarity';
const lanes = new Map<Lane, { worker: Worker; remote: Remote<GeneratorApi>; busy: AbortController | null }>();

function lane(name: Lane) {
  let entry = lanes.get(name);
  if (!entry) {
    const worker = new Worker(new URL('../../workers/generator.worker.ts', import.meta.url), { type: 'module' });
    entry = { worker, remote: wrap<GeneratorApi>(worker), busy: null };
    lanes.set(name, entry);
  }
  return entry;
}

/** Runs `task` in the lane's worker; a later call in the same lane (or `signal`) aborts this one. */
async function run<T>(name: Lane, task: (remote: Remote<GeneratorApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const previous = lanes.get(name);
  if (previous?.busy) {
    previous.busy.abort(new DOMException('Replaced by a newer request', 'AbortError'));
    previous.worker.terminate();
    lanes.delete(name);
  }
  const entry = lane(name);
  const controller = (entry.busy = new AbortController());
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener(
      'abort',
      () => {
        if (lanes.get(name) === entry) {
          entry.worker.terminate();
          lanes.delete(name);
        }
        reject(controller.signal.reason);
      },
      { once: true },
    ),
  );
  try {
    return await Promise.race([task(entry.remote), aborted]);
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
