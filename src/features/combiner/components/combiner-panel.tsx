import { useEffect } from 'react';
import { useCombinerCredits } from '../api/credits';
import { restoreCombiner } from '../generation/restore-groups';
import { CollectionFields } from './collection-fields';
import { CombinerSummary } from './combiner-summary';
import { GenerateSection } from './generate-section';
import { LayerList } from './layer-list';
import { OutputOptions } from './output-options';
import { ResultsGrid } from './results-grid';

export function CombinerPanel() {
  const credits = useCombinerCredits();
  useEffect(() => {
    void restoreCombiner();
  }, []);
  return (
    <div className="space-y-6">
      <CollectionFields />
      <CombinerSummary credits={credits} />
      <LayerList />
      <OutputOptions />
      <GenerateSection credits={credits} />
      <ResultsGrid />
    </div>
  );
}
