// An animated run's budget before Generate: bytes per token of each file, the whole run's size and minutes
// on this machine, and a warning when the browser's storage would not hold it. A run here measures the
// machine (use-budget-measure.ts), from its first tokens on.
import { useEffect, useState } from 'react';
import { estimateBudget, type AnimatedShape } from '@core/animation/animation-budget';
import { useBudgetRates } from '../stores/budget-rates-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { usePlan } from '../run/use-run';
import { sessionSize } from '../output-size';
import { useBudgetMeasure } from './use-budget-measure';

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** "620 kB", "1.4 GB": decimal units, as storage quotas and upload limits are told. */
export function sizeText(bytes: number): string {
  let unit = 0;
  while (bytes >= 1000 && unit < UNITS.length - 1) [bytes, unit] = [bytes / 1000, unit + 1];
  return `${unit === 0 || bytes >= 10 ? Math.round(bytes) : bytes.toFixed(1)} ${UNITS[unit]}`;
}

export const minutesText = (seconds: number) =>
  seconds < 60 ? 'under a minute' : `about ${Math.round(seconds / 60)} minute${Math.round(seconds / 60) === 1 ? '' : 's'}`;

/** What the browser still lets this site store, in bytes (null where it does not say). */
function useStorageRoom(deps: unknown): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate()
      .then(({ quota, usage }) => live && quota !== undefined && setRoom(quota - (usage ?? 0)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [deps]);
  return room;
}

/** The output's sides: the longest is the output size (or the first image's own), the first image's aspect. */
function outputSides(groups: readonly TraitGroup[], size: number | null): { width: number; height: number } | null {
  const first = groups.flatMap((g) => g.files).find((f) => f.width && f.height);
  if (!first) return size ? { width: size, height: size } : null;
  const scale = (size ?? Math.max(first.width!, first.height!)) / Math.max(first.width!, first.height!);
  return { width: Math.round(first.width! * scale), height: Math.round(first.height! * scale) };
}

export function AnimationBudget({ frames, files }: Pick<AnimatedShape, 'frames' | 'files'>) {
  const tokens = usePlan((plan) => plan.size);
  const sides = outputSides(
    useTraitGroupsStore((s) => s.groups),
    sessionSize(useCombinerSettings((s) => s.outputSize)),
  );
  return sides && tokens > 0 ? <Estimate shape={{ tokens, frames, files, ...sides }} /> : null;
}

function Estimate({ shape }: { shape: AnimatedShape }) {
  const rates = useBudgetRates((s) => s.rates);
  useBudgetMeasure(shape);
  const budget = estimateBudget(shape, rates);
  const room = useStorageRoom(budget.totalBytes);
  const files = Object.entries(budget.perToken).map(([kind, bytes]) => `${kind.toUpperCase()} ${sizeText(bytes)}`);
  return (
    <div className="space-y-1 text-xs" role="group" aria-label="Budget">
      <p>
        Budget: {shape.tokens} tokens of {shape.frames} frames at {shape.width} x {shape.height} px: about {sizeText(budget.totalBytes)}{' '}
        (per token {files.join(', ')}), {minutesText(budget.seconds)} on this machine
        {rates.measured ? ' (measured here)' : ' (a first estimate: a run here measures this machine)'}.
      </p>
      {room !== null && budget.totalBytes > room && (
        <p className="text-amber-800 dark:text-amber-200">
          This browser lets the site store about {sizeText(room)} more: the run needs about {sizeText(budget.totalBytes)}. Free some space
          or make fewer tokens.
        </p>
      )}
    </div>
  );
}
