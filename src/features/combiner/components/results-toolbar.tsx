import { Button } from '@/components/ui/button';
import { downloadRarityCsv } from '../export/rarity-download';
import { RARITY_METHOD_TEXT, type ResultSort } from './result-order';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import type { RarityMethod } from '@core/protocol';

const SELECT = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';

/** Which rarity the ranks, the sort, rarity.csv and the plan's expected spread follow. */
export function RarityMethodSelect() {
  const method = useCombinerSettings((s) => s.rarityMethod);
  return (
    <label className="flex items-center gap-2 text-sm">
      Rarity:
      <select
        className={SELECT}
        value={method}
        onChange={(e) => useCombinerSettings.getState().update({ rarityMethod: e.target.value as RarityMethod })}
      >
        {Object.entries(RARITY_METHOD_TEXT).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Above the results: their order and the rarity report of the set. */
export function ResultsToolbar({ sort, onSort, ranked }: { sort: ResultSort; onSort: (sort: ResultSort) => void; ranked: boolean }) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <RarityMethodSelect />
      {ranked && (
        <label className="flex items-center gap-2 text-sm">
          Sort by:
          <select className={SELECT} value={sort} onChange={(e) => onSort(e.target.value === 'rank' ? 'rank' : 'number')}>
            <option value="number">Number</option>
            <option value="rank">Rarity rank</option>
          </select>
        </label>
      )}
      <Button variant="secondary" className="py-1" onClick={() => void downloadRarityCsv()}>
        Download rarity CSV
      </Button>
    </div>
  );
}
