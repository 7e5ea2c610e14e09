// The generator's gateway: each kind of request (planning, counting, the Preview panel, rarity.csv) runs in
// a worker of its own, so a newer request of a kind (the user still typing) ends the older one by ending
// its worker. (A run's compose "lanes" are another thing: see compose-run.ts.)
import type { Remote } from 'comlink';
import type {
  ComposeSession,
  PreviewFiles,
  GeneratorApi,
  LayerValues,
  OneOfOneItem,
  PlanInput,
  PlanLayer,
  PlanRule,
  PlanTemplate,
  RarityMethod,
  RarityRanks,
  Reroll,
  RerollRequest,
  SelectionRequest,
  LookAlikeReroll,
  LookAlikeRequest,
  RatedPlan,
  ValidCount,
} from '@core/protocol';
import { callUntilAborted, startWorker, type WorkerBridge } from './worker-bridge';
import { inForeground } from './foreground';

type RequestKind = 'plan' | 'count' | 'preview' | 'rarity';
const workers = new Map<RequestKind, { bridge: WorkerBridge<GeneratorApi>; busy: AbortController | null }>();

function workerFor(kind: RequestKind) {
  let entry = workers.get(kind);
  if (!entry) {
    const bridge = startWorker<GeneratorApi>(
      () => new Worker(new URL('../../workers/generator.worker.ts', import.meta.url), { type: 'module' }),
    );
    entry = { bridge, busy: null };
    workers.set(kind, entry);
  }
  return entry;
}

/** Runs `task` in the worker of its kind; a later call of the same kind (or `signal`) aborts this one. */
const run = <T>(kind: RequestKind, task: (remote: Remote<GeneratorApi>) => Promise<T>, signal?: AbortSignal): Promise<T> =>
  inForeground(() => runOfKind(kind, task, signal));

async function runOfKind<T>(kind: RequestKind, task: (remote: Remote<GeneratorApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  // An abort listener never fires for a signal already aborted: such a request must not start (and end
  // the busy one of its kind).
  signal?.throwIfAborted();
  // Aborting the busy call ends its worker, which is then forgotten: the call below starts a fresh one.
  workers.get(kind)?.busy?.abort(new DOMException('Replaced by a newer request', 'AbortError'));
  const entry = workerFor(kind);
  const controller = (entry.busy = new AbortController());
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const forget = () => {
    if (workers.get(kind) === entry) workers.delete(kind);
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
  kind: 'plan' | 'preview' = 'plan',
): Promise<RatedPlan> => run(kind, (r) => r.plan(input, oneOfOnes) as Promise<RatedPlan>, signal);

export const countInWorker = (
  layers: PlanLayer[],
  rules: PlanRule[],
  templates: PlanTemplate[] | undefined,
  signal?: AbortSignal,
): Promise<ValidCount> => run('count', (r) => r.count(layers, rules, templates), signal);

export const previewInWorker = (session: Omit<ComposeSession, 'optimise'>, digits: number[], signal?: AbortSignal): Promise<PreviewFiles> =>
  run('preview', (r) => r.preview(session, digits), signal);

export const rarityInWorker = (
  layers: LayerValues[],
  rows: number[][],
  oneOfOnes: OneOfOneItem[],
  signal?: AbortSignal,
): Promise<RarityRanks> => run('rarity', (r) => r.rarity(layers, rows, oneOfOnes), signal);

/** Starts the worker the edit searches run in (that of previews) ahead of the first search, as an edit's
 * dialog opens: the search then does not wait for a new worker's script to load (about 100 ms). */
export const startEditSearchWorker = (): void => void workerFor('preview');

export const rerollInWorker = (request: RerollRequest, signal?: AbortSignal): Promise<Reroll> =>
  run('preview', (r) => r.reroll(request) as Promise<Reroll>, signal);

export const rerollSelectionInWorker = (request: SelectionRequest, signal?: AbortSignal): Promise<Reroll> =>
  run('preview', (r) => r.rerollSelection(request) as Promise<Reroll>, signal);

export const lookAlikeRerollInWorker = (request: LookAlikeRequest, signal?: AbortSignal): Promise<LookAlikeReroll> =>
  run('preview', (r) => r.lookAlikeReroll(request) as Promise<LookAlikeReroll>, signal);

export const rarityCsvInWorker = (
  layers: LayerValues[],
  rows: number[][],
  oneOfOnes: OneOfOneItem[],
  method: RarityMethod,
  signal?: AbortSignal,
): Promise<string> => run('rarity', (r) => r.rarityCsv(layers, rows, oneOfOnes, method), signal);
