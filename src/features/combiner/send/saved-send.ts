// A send outlives a reload or a closed tab: while it is under way or stopped, its target and ledger are
// kept in localStorage (rewritten at each step the store records), so that the finished run it belongs to
// comes back after a reload with "Resume sending", which sends only what the collection still lacks. A
// finished send, "Choose another collection" and a new run forget it.
import { onRunDiscarded } from '../run/finished-run';
import { setSend, useSendStore, type SendTarget } from './send-store';

const KEY = 'traitforge-send';
/** Why a restored send stopped, after "Sending stopped: ". */
const SEND_INTERRUPTED = 'the page was closed before the send finished';

interface SavedSend {
  target: SendTarget;
  total: number;
  before: string[] | null;
  sent: number[];
  declined: number[];
}

function write(): void {
  const { target, total, ledger } = useSendStore.getState();
  if (!target) return;
  const saved: SavedSend = {
    target,
    total,
    before: ledger.before && [...ledger.before],
    sent: [...ledger.sent],
    declined: [...ledger.declined],
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the send goes on, only a reload would lose its ledger.
  }
}

export const forgetSend = () => localStorage.removeItem(KEY);

function read(): SavedSend | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedSend | null;
    const numbers = (list: unknown) => Array.isArray(list) && list.every((n) => Number.isInteger(n));
    const valid =
      saved &&
      typeof saved.target?.id === 'string' &&
      typeof saved.target.name === 'string' &&
      Number.isInteger(saved.total) &&
      numbers(saved.sent) &&
      numbers(saved.declined) &&
      (saved.before === null || (Array.isArray(saved.before) && saved.before.every((name) => typeof name === 'string')));
    return valid ? saved : null;
  } catch {
    return null;
  }
}

/** Offers the saved send again for the restored run `runId` of `count` images; another run's send is dropped. */
export function restoreSend(runId: number, count: number): void {
  const saved = read();
  if (!saved || saved.total !== count) return forgetSend();
  setSend({
    runId,
    target: saved.target,
    total: saved.total,
    phase: 'stopped',
    stopped: SEND_INTERRUPTED,
    sent: saved.sent.length,
    assigned: 0,
    toAssign: 0,
    problems: [],
    ledger: { before: saved.before && new Set(saved.before), sent: new Set(saved.sent), declined: new Set(saved.declined) },
  });
}

/**
 * Keeps the saved send in step with the store: written while a send is under way or stopped, dropped
 * after, and dropped with the run it belongs to (a discarded run has nothing left to send).
 */
export function keepSendSaved(): () => void {
  const offSend = useSendStore.subscribe((state, previous) => {
    if (state === previous) return;
    if (state.phase === 'done' || (state.phase === 'idle' && previous.phase !== 'idle')) forgetSend();
    else if (state.phase !== 'idle') write();
  });
  const offRun = onRunDiscarded(forgetSend);
  return () => (offSend(), offRun());
}
