// Up to 10 000 result cards: rows of cards virtualised against the window's scroll (TanStack Virtual),
// so only the rows near the viewport are in the DOM whatever the run size.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePageTop, useWindowVirtualizer } from '@/lib/use-window-virtualizer';
import { runRarity, useFinishedRun, useRunId } from '../run/finished-run';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { resultOrder, type ResultSort } from './result-order';
import { ResultCard } from './result-card';
import { ResultsToolbar } from './results-toolbar';
import { EditLog } from '../curation/edit-log';
import { SelectionBar } from '../curation/selection-bar';
import { ReplayEditsInput } from '../curation/replay-edits-input';
import { LookAlikesAndTable } from './look-alikes-and-table';
import { ResultsViewSelect, type ResultsView } from './results-view-select';

const CARD_MIN_WIDTH = 180;
const ROW_HEIGHT = 260;
const OVERSCAN_ROWS = 2;

/** How many cards fit side by side, following the container's width. */
function useColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(1, Math.floor(element.getBoundingClientRect().width / CARD_MIN_WIDTH)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}

export function ResultsGrid() {
  const finished = useFinishedRun();
  const runId = useRunId();
  const show = finished?.count ?? 0;
  const { ref, columns } = useColumns();
  const [sort, setSort] = useState<ResultSort>('number');
  const [view, setView] = useState<ResultsView>('grid');
  const run = show > 0 ? finished : null;
  const method = useCombinerSettings((s) => s.rarityMethod);
  const rank = runRarity(run, method)?.rank;
  // A new run is a new record, so its ranks are a new array.
  const order = useMemo(() => resultOrder(show, sort, rank), [show, sort, rank]);
  const rows = view === 'grid' ? Math.ceil(show / columns) : 0;
  // Panels above the grid open and close.
  const top = usePageTop(ref);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  return (
    <section aria-label="Generated images">
      {show > 0 && <h2 className="mb-2 text-lg font-semibold">Generated images ({show})</h2>}
      {show > 0 && <ResultsToolbar sort={sort} onSort={setSort} ranked={!!rank} />}
      {show > 0 && <ResultsViewSelect view={view} onView={setView} />}
      {run && <EditLog />}
      {run && <ReplayEditsInput />}
      {run && <SelectionBar count={run.count} />}
      {run && <LookAlikesAndTable run={run} runId={runId} table={view === 'table'} />}
      <div ref={ref} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().flatMap((row) =>
          Array.from({ length: columns }, (_, col) => row.index * columns + col)
            .filter((index) => index < show)
            .map((index) => {
              const n = order[index]!;
              const style = {
                top: row.start - virtualizer.options.scrollMargin,
                left: `${(index % columns) * (100 / columns)}%`,
                width: `${100 / columns}%`,
                height: ROW_HEIGHT,
              };
              return (
                <div key={n} className="absolute p-1" style={style}>
                  <ResultCard n={n} run={run!} runId={runId} stored={`${run!.results.pack[n - 1]}:${run!.results.offset[n - 1]}`} />
                </div>
              );
            }),
        )}
      </div>
    </section>
  );
}
