// A run's state as the screen shows it, from the plan on screen to the finished record: what planning,
// Generate and Resume change, and what the screen, the exports and the send read. Its live objects
// (controllers, caches) are its session's (run-session.ts); screens read it through use-run.ts. The images
// never enter here: they are in the origin-private file system, and a card reads its own file.
import { create } from 'zustand';
import type { PlanInput, RatedPlan, ValidCount } from '@core/protocol';
import type { RunRecord } from './run-record';

export type RunPhase = 'idle' | 'processing' | 'done' | 'error';

/** The plan as the screen shows it before anything is rendered (plan-state.ts keeps it current). */
export interface PlanState {
  valid: ValidCount | null;
  /** The size a run would make (the chosen one, or the default). */
  size: number;
  /** The largest size allowed now, and why a larger one is refused. */
  maxSize: number;
  sizeError: string | null;
  /** True when the size is the default and credits (not the valid count) set it. */
  creditLimited: boolean;
  /** Why the size field's text is not a size (it is then not stored). */
  sizeInputError: string | null;
  /** Why there is nothing to generate (no valid combination), when that is so. */
  nothingToGenerate: string | null;
  /** Names of layers without images, which a run leaves out. */
  emptyLayers: string[];
  input: PlanInput | null;
  result: RatedPlan | null;
  planning: boolean;
  /** What the plan was made from (layers, settings, credits): Generate reuses it while that is unchanged. */
  basis: string | null;
}

interface RunState {
  plan: PlanState;
  phase: RunPhase;
  /** Images made of the run under way (or of the finished one), and how many it makes. */
  current: number;
  total: number;
  /** The finished run (finished-run.ts is how others read it); null while none is kept. */
  record: RunRecord | null;
  /** Bumped per finished run so cards reload their file. */
  runId: number;
  /** An interrupted run offered for resuming: how many of how many images are made. */
  resumable: { made: number; total: number } | null;
  /** The inline 'Limited to ...' text of a credit-limited run. */
  limitText: string | null;
  /** The limit warning toast; the generate button waits while it shows. */
  limitNoticeId: number | null;
}

const idlePlan: PlanState = {
  valid: null,
  size: 0,
  maxSize: 0,
  sizeError: null,
  creditLimited: false,
  sizeInputError: null,
  nothingToGenerate: null,
  emptyLayers: [],
  input: null,
  result: null,
  planning: false,
  basis: null,
};

export const useRunStore = create<RunState>(() => ({
  plan: idlePlan,
  phase: 'idle',
  current: 0,
  total: 0,
  record: null,
  runId: 0,
  resumable: null,
  limitText: null,
  limitNoticeId: null,
}));

export const setRun = (fields: Partial<RunState>) => useRunStore.setState(fields);

export const setPlan = (fields: Partial<PlanState>) => useRunStore.setState((s) => ({ plan: { ...s.plan, ...fields } }));
