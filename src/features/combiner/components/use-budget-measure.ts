// Measures this machine while an animated run goes: its time from the first tokens on (refined as they
// double), and at the end the bytes of every file it stored. The budget's next estimate uses them.
import { useEffect, useRef } from 'react';
import { measuredRates, type AnimatedShape, type BudgetFile } from '@core/animation/animation-budget';
import type { ResultIndex } from '@/engine/result-index';
import { useRunStore } from '../run/run-store';
import { useBudgetRates } from '../stores/budget-rates-store';

/** Tokens made before the first measure: the workers' start is not the machine's pace. */
const FIRST_MEASURE = 8;

function sum(sizes: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < sizes.length; i++) total += sizes[i]!;
  return total;
}

/** The tokens a finished run stored and their bytes of each kind. */
function stored(results: ResultIndex): { tokens: number; bytes: Partial<Record<BudgetFile, number>> } {
  const bytes = {
    png: sum(results.size),
    ...(results.animation && { gif: sum(results.animation.size) }),
    ...(results.video && { [results.video.kind]: sum(results.video.size) }),
  };
  return { tokens: results.size.filter((size) => size > 0).length, bytes };
}

export function useBudgetMeasure(shape: AnimatedShape): void {
  // The shape the run was started with is the one on screen when it started.
  const current = useRef(shape);
  useEffect(() => {
    current.current = shape;
  });
  useEffect(() => {
    let start: { at: number; made: number; shape: AnimatedShape } | null = null;
    let next = FIRST_MEASURE;
    return useRunStore.subscribe((run, before) => {
      if (run.phase === 'processing' && before.phase !== 'processing') {
        start = { at: performance.now(), made: run.current, shape: current.current };
        next = FIRST_MEASURE;
        return;
      }
      if (!start) return;
      const made = run.current - start.made;
      const seconds = (performance.now() - start.at) / 1000;
      const { rates, measure } = useBudgetRates.getState();
      if (run.phase === 'processing' && made >= next) {
        next *= 2;
        measure(measuredRates(start.shape, rates, { time: { tokens: made, seconds } }));
      } else if (run.phase === 'done' && run.record && made > 0) {
        measure(measuredRates(start.shape, rates, { time: { tokens: made, seconds }, stored: stored(run.record.results) }));
        start = null;
      } else if (run.phase !== 'processing') start = null;
    });
  }, []);
}
