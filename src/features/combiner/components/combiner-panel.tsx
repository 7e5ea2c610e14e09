// The combiner as a studio: the layer stack on the left; on the right, sticky while the stack scrolls,
// the preview, size, seed, rules, rarity plan and the Generate / Export actions. One column when narrow.
import { useEffect } from 'react';
import { useMountSteps } from '@/lib/use-mount-steps';
import { useCombinerCredits } from '../api/credits';
import { restoreCombiner } from '../restore/restore-combiner';
import { followPlan } from '../run/plan-state';
import { followRuleValues } from '../stores/follow-rule-values';
import { useRunProcessing } from '../run/finished-run';
import { CollectionFields } from './collection-fields';
import { CombinerSummary } from './combiner-summary';
import { GenerateSection } from './generate-section';
import { GeneratorSettings } from './generator-settings';
import { LayerList } from './layer-list';
import { OutputOptions } from './output-options';
import { PlanReport } from './plan-report';
import { PreviewPanel } from './preview-panel';
import { ResultsGrid } from './results-grid';
import { RulesPanel } from './rules-panel';
import { TemplatesPanel } from './templates-panel';
import { OneOfOnesPanel } from '../one-of-ones/one-of-ones-panel';

/** The layer stack first, then the generator's controls, then the plan, the output and the results. */
const MOUNT_STEPS = 4;

export function CombinerPanel() {
  const credits = useCombinerCredits();
  const step = useMountSteps(MOUNT_STEPS);
  const processing = useRunProcessing();
  useEffect(() => {
    void restoreCombiner();
    return followRuleValues();
  }, []);
  useEffect(() => followPlan(credits), [credits]);
  return (
    <div className="space-y-6">
      <CollectionFields />
      <CombinerSummary credits={credits} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <LayerList />
        <aside
          aria-label="Generator"
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto dark:border-gray-700 dark:bg-gray-900"
        >
          {step >= 2 && (
            <>
              <PreviewPanel />
              <GeneratorSettings disabled={processing} />
              <TemplatesPanel disabled={processing} />
              <RulesPanel disabled={processing} />
              <OneOfOnesPanel disabled={processing} />
            </>
          )}
          {step >= 3 && (
            <>
              <PlanReport />
              <OutputOptions />
              <GenerateSection credits={credits} />
            </>
          )}
        </aside>
      </div>
      {step >= 4 && <ResultsGrid />}
    </div>
  );
}
