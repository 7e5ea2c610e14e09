// How the combiner's screens read the run: a hook per thing they show, never the run store itself.
import { useShallow } from 'zustand/react/shallow';
import { useRunStore, type PlanState } from './run-store';

/** The plan on screen, or one field of it. */
export const usePlan = <T>(select: (plan: PlanState) => T): T => useRunStore((s) => select(s.plan));

/** Images made of the run under way (or of the finished one), and how many it makes: ten changes a second during a run. */
export const useRunProgress = () => useRunStore(useShallow(({ current, total }) => ({ current, total })));

/** The run's phase and its credit limit (the inline text, and the toast Generate waits for). */
export const useRunStatus = () => useRunStore(useShallow(({ phase, limitText, limitNoticeId }) => ({ phase, limitText, limitNoticeId })));

/** Images of the finished run kept now (0 when none). */
export const useResultCount = () => useRunStore((s) => s.record?.count ?? 0);

/** An interrupted run offered for resuming (how many of how many images are made), or null. */
export const useResumable = () => useRunStore((s) => s.resumable);
