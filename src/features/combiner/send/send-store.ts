// The send as the screen shows it (target, progress, outcome) and what a resumed send needs (what the
// collection held before, which numbers went, which the user chose to skip). Kept in memory, per run,
// and in localStorage until the send finishes (saved-send.ts), so that a reload can resume it.
import { create } from 'zustand';

export type SendPhase = 'idle' | 'uploading' | 'assigning' | 'done' | 'stopped';

export interface SendTarget {
  id: string;
  name: string;
}

export interface ReplaceQuestion {
  names: string[];
  answer: (replace: boolean) => void;
}

export interface SendLedger {
  /** Names in the collection before the first image went; null until listed. */
  before: Set<string> | null;
  sent: Set<number>;
  /** Taken names the user chose to keep: their files are not the run's and get no traits. */
  declined: Set<number>;
}

interface SendState {
  runId: number | null;
  target: SendTarget | null;
  phase: SendPhase;
  total: number;
  sent: number;
  assigned: number;
  toAssign: number;
  /** Why the send stopped (a failure or Cancel). */
  stopped: string | null;
  /** Per-file refusals and failed assignments, in the server's words. */
  problems: string[];
  question: ReplaceQuestion | null;
  ledger: SendLedger;
}

const fresh = () => ({ before: null, sent: new Set<number>(), declined: new Set<number>() });

export const useSendStore = create<SendState>(() => ({
  runId: null,
  target: null,
  phase: 'idle',
  total: 0,
  sent: 0,
  assigned: 0,
  toAssign: 0,
  stopped: null,
  problems: [],
  question: null,
  ledger: fresh(),
}));

export const setSend = (fields: Partial<SendState>) => useSendStore.setState(fields);

/** A new send of this run to this collection: nothing sent yet. */
export const startSend = (runId: number, target: SendTarget, total: number) =>
  setSend({ runId, target, total, phase: 'uploading', sent: 0, assigned: 0, toAssign: 0, stopped: null, problems: [], ledger: fresh() });
