// The results as cards (the grid) or as the token table.
export type ResultsView = 'grid' | 'table';

export function ResultsViewSelect({ view, onView }: { view: ResultsView; onView: (view: ResultsView) => void }) {
  return (
    <div role="radiogroup" aria-label="Show the results as" className="mb-2 flex gap-3 text-sm">
      {(['grid', 'table'] as const).map((option) => (
        <label key={option} className="flex items-center gap-1">
          <input type="radio" name="results-view" checked={view === option} onChange={() => onView(option)} />
          {option === 'grid' ? 'Cards' : 'Token table'}
        </label>
      ))}
    </div>
  );
}
