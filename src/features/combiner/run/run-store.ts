// A run's state in one store, from the plan on screen to the finished record: what planning, Generate
// and Resume change, and what the screen, the exports and the send read. The images themselves never
// enter here: they are in the origin-private file system, and a card reads its own file.
import { create } from 'zustand';
import type { PlanInput, RarityRanks, RatedPlan, RowChange, ValidCount } from '@core/protocol';
import type { RunImages, RunRecord } from './run-record';

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
  /** The run under way (Generate or Resume); Cancel aborts it. */
  runController: AbortController | null;
  /** The plan being made; a newer one aborts it. */
  planController: AbortController | null;
  /** The page's one restore of the layers and the last run. */
  restoring: Promise<void> | null;
  /** The last valid count and what it depends on (which values weigh above 0, the rules). */
  lastCount: { key: string; valid: ValidCount } | null;
  /** The finished run's layer images as last read for an edit, with what they were read for (edit-run.ts). */
  lastImages: ImagesRead | null;
  /** The set ranked as a proposed edit (its rows) of the record would leave it, ahead of the apply (apply-edit.ts). */
  rankedAhead: RankedAhead | null;
}

export interface RankedAhead {
  record: RunRecord;
  rows: readonly RowChange[];
  ranked: Promise<RarityRanks>;
}

export type ImagesRead = Pick<RunRecord, 'resume' | 'oneOfOnes'> & { groups: unknown; images: Promise<RunImages | null> };

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
  runController: null,
  planController: null,
  restoring: null,
  lastCount: null,
  lastImages: null,
  rankedAhead: null,
}));

export const setRun = (fields: Partial<RunState>) => useRunStore.setState(fields);

export const setPlan = (fields: Partial<PlanState>) => useRunStore.setState((s) => ({ plan: { ...s.plan, ...fields } }));

/** The plan on screen, or one field of it, as a hook. */
export const usePlan = <T>(select: (plan: PlanState) => T): T => useRunStore((s) => select(s.plan));

/** Images of the finished run kept now (0 when none). */
export const resultCount = (s: Pick<RunState, 'record'>) => s.record?.count ?? 0;
