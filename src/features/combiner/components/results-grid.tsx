// Up to 10 000 result cards: only the rows near the viewport are rendered (fixed row height, window
// scrolling), so the DOM stays small whatever the run size.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGenerationStore } from '../stores/generation-store';
import { currentRun } from '../generation/run-record';
import { resultOrder, type ResultSort } from '../generation/result-order';
import { ResultCard } from './result-card';
import { ResultsToolbar } from './results-toolbar';
import { SamePixelsNote } from './same-pixels-note';

const CARD_MIN_WIDTH = 180;
const ROW_HEIGHT = 260;
const OVERSCAN_ROWS = 2;

function useVisibleRows(rows: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ columns: 1, first: 0, last: 0 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const columns = Math.max(1, Math.floor(box.width / CARD_MIN_WIDTH));
      const first = Math.max(0, Math.floor(-box.top / ROW_HEIGHT) - OVERSCAN_ROWS);
      const last = Math.max(first, Math.ceil((window.innerHeight - box.top) / ROW_HEIGHT) + OVERSCAN_ROWS);
      setView((v) => (v.columns === columns && v.first === first && v.last === last ? v : { columns, first, last }));
    };
    const schedule = () => (frame ||= requestAnimationFrame(measure));
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [rows]);
  return { ref, ...view };
}

export function ResultsGrid() {
  const { resultCount, runId, status } = useGenerationStore();
  const show = status === 'done' ? resultCount : 0;
  const { ref, columns, first, last } = useVisibleRows(show);
  const [sort, setSort] = useState<ResultSort>('number');
  const run = show > 0 ? currentRun() : null;
  const rank = run?.plan?.rarity.rank;
  // A new run is a new record, so its ranks are a new array.
  const order = useMemo(() => resultOrder(show, sort, rank), [show, sort, rank]);
  const rows = Math.ceil(show / columns);
  const places: number[] = [];
  for (let row = first; row < Math.min(rows, last); row++)
    for (let col = 0; col < columns; col++) if (row * columns + col < show) places.push(row * columns + col);
  return (
    <section aria-label="Generated images">
      {show > 0 && <h2 className="mb-2 text-lg font-semibold">Generated images ({show})</h2>}
      {show > 0 && <ResultsToolbar sort={sort} onSort={setSort} ranked={!!rank} />}
      {run && <SamePixelsNote results={run.results} />}
      <div ref={ref} className="relative" style={{ height: rows * ROW_HEIGHT }}>
        {places.map((index) => {
          const n = order[index]!;
          const style = {
            top: Math.floor(index / columns) * ROW_HEIGHT,
            left: `${((index % columns) * 100) / columns}%`,
            width: `${100 / columns}%`,
            height: ROW_HEIGHT,
          };
          return (
            <div key={n} className="absolute p-1" style={style}>
              <ResultCard n={n} runId={runId} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
