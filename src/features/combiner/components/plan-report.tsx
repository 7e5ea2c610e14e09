import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useNearView } from '@/lib/use-near-view';
import { PLAN_RENDER_ALL_UP_TO, PLAN_ROW_PX } from '@/config/constants';
import type { LayerCounts, PlanRefused } from '@core/protocol';
import { Button } from '@/components/ui/button';
import { usePlan } from '../run/use-run';
import { applyNearestCounts } from '../run/apply-nearest-counts';
import { PlanNotices } from './plan-notices';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { raritySpreadText } from './rarity-spread';
import { mergedCounts } from '@core/metadata/value-names';
import { useValueNameMap } from '../metadata/use-value-names';

const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1).replace(/\.0$/, '') : '0'} %`;

interface LayerBarsProps {
  layer: LayerCounts;
  total: number;
  label: string;
  /** Rendered only near the view (a long plan); a short one is all in the page. */
  windowed: boolean;
}

/** Equal when every bar would read the same: a re-plan after one weight edit sends new count objects for
 * every layer, but on a 20-layer screen only the edited layer's bars change, and only those re-render. */
const sameBars = (a: LayerBarsProps, b: LayerBarsProps) =>
  a.total === b.total &&
  a.windowed === b.windowed &&
  a.label === b.label &&
  a.layer.name === b.layer.name &&
  a.layer.template === b.layer.template &&
  a.layer.values.length === b.layer.values.length &&
  a.layer.values.every((v, i) => {
    const w = b.layer.values[i]!;
    return v.value === w.value && v.count === w.count && v.target === w.target && v.share === w.share;
  });

const LayerBars = memo(function LayerBars({ layer, total, label, windowed }: LayerBarsProps) {
  // Far from view (a plan of many values), a layer's list is a placeholder of its last height: a 600-value
  // plan was 3 600 elements laid out at every open; the layer search finds any value in the layer list.
  const { ref, near, height = (layer.values.length + 1) * PLAN_ROW_PX } = useNearView<HTMLDivElement>(windowed);
  return (
    <div ref={ref} style={near ? undefined : { height }}>
      <h4 className="text-xs font-semibold">{layer.name}</h4>
      {near && (
        <ul aria-label={`${label} of ${layer.name}`} className="space-y-0.5">
          {layer.values.map((v, i) => {
            // Off only beyond the share rounded down or up: the planner may round either way to meet the rules.
            const off = Math.abs(v.count - v.share) >= 1;
            return (
              <li key={i} className="grid grid-cols-[6rem_1fr_5.5rem] items-center gap-2 text-xs">
                <span className="truncate" title={v.value}>
                  {v.value}
                </span>
                <span className="relative h-2 rounded bg-gray-200 dark:bg-gray-700" aria-hidden="true">
                  <span
                    className="absolute inset-y-0 left-0 rounded bg-violet-300 dark:bg-violet-800"
                    style={{ width: percent(v.target, total).replace(' ', '') }}
                  />
                  <span
                    className={`absolute inset-y-0.5 left-0 rounded ${off ? 'bg-red-600' : 'bg-violet-700 dark:bg-violet-400'}`}
                    style={{ width: percent(v.count, total).replace(' ', '') }}
                  />
                </span>
                {/* One string, one text node (five as separate expressions, in each of 600 rows). */}
                <span className={`text-right tabular-nums ${off ? 'text-red-700 dark:text-red-400' : ''}`}>
                  {`${v.count} / ${v.target} · ${percent(v.count, total)}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}, sameBars);

/** A refusal: why, and the nearest feasible counts as a preview to accept (kept beside the weights) or dismiss. */
function Refusal({ result }: { result: PlanRefused }) {
  const [dismissed, setDismissed] = useState<PlanRefused | null>(null);
  const previewing = result.nearest && dismissed !== result;
  return (
    <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-2 text-sm dark:border-red-800 dark:bg-red-950">
      <p className="font-medium">This plan cannot be made:</p>
      <ul className="list-disc pl-5">
        {result.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      {previewing && (
        <>
          <p>Nearest feasible counts found (count / target):</p>
          {result.nearest!.map((layer) => (
            <LayerBars
              key={layer.name}
              layer={layer}
              total={layer.values.reduce((s, v) => s + v.count, 0)}
              label="Nearest counts"
              windowed={false}
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="py-1" onClick={() => applyNearestCounts(result.nearest!)}>
              Use the nearest feasible counts
            </Button>
            <Button variant="secondary" className="py-1" onClick={() => setDismissed(result)}>
              Dismiss
            </Button>
          </div>
        </>
      )}
      {result.nearest && !previewing && (
        <Button variant="secondary" className="py-1" onClick={() => setDismissed(null)}>
          Show the nearest feasible counts
        </Button>
      )}
    </div>
  );
}

/** The rarity plan before anything is rendered: per value its count against the target; a refusal says why. */
export function PlanReport() {
  // Rendered at low priority, in slices React yields between: a new plan of 600 values must not hold the
  // main thread in one task, nor come before the layer list answers.
  const result = useDeferredValue(usePlan((plan) => plan.result));
  const planning = usePlan((plan) => plan.planning);
  const method = useCombinerSettings((s) => s.rarityMethod);
  // Values merged at export are shown as one (core/metadata/value-names.ts).
  const valueNames = useValueNameMap();
  const spread = useMemo(() => result?.ok && raritySpreadText(result.rarity[method].score, method), [result, method]);
  if (!result) return <PlanNotices />;
  if (!result.ok)
    return (
      <>
        <Refusal result={result} />
        <PlanNotices />
      </>
    );
  const total = result.counts[0]?.values.reduce((s, v) => s + v.count, 0) ?? 0;
  const windowed = result.counts.reduce((sum, layer) => sum + layer.values.length, 0) > PLAN_RENDER_ALL_UP_TO;
  return (
    <section aria-label="Rarity plan" aria-busy={planning} className="space-y-2">
      <h3 className="font-semibold">Rarity plan ({total} generated tokens)</h3>
      <PlanNotices />
      <p className="text-xs">{spread}</p>
      {result.counts.map((layer) => (
        <LayerBars key={layer.name} layer={mergedCounts(layer, valueNames)} total={total} label="Planned counts" windowed={windowed} />
      ))}
    </section>
  );
}
