// Every token of a finished run in one table: number, still, name, each trait, rarity score and rank,
// its look-alikes, and the card's edits. Sorted by any column, filtered by trait values, searched by name. Rows are
// virtualised against the window's scroll: only those near the viewport are in the DOM, so 10 000 tokens
// scroll as lightly as 100. A row is keyed by its place among the rows drawn, not by its token: a scroll
// step or a sort then rewrites the rows' texts in place instead of removing and creating every element,
// and the fixed table layout (widths from the first row) spares the browser measuring every cell again.
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { usePageTop, useWindowVirtualizer } from '@/lib/use-window-virtualizer';
import { SCORE_DECIMALS } from '@core/rarity/rarity-score';
import { oneOfOneOf } from '@core/export/one-of-ones';
import { runRarity, type FinishedRun } from '../run/finished-run';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { tokenRows } from '../tokens/token-rows';
import { tokenTexts } from '../metadata/token-texts';
import { NO_QUERY, queryTokens, type TokenQuery, type TokenSortKey } from '../tokens/token-query';
import { TokenFilters } from './token-filters';
import { TOKEN_COLUMN_REM, TOKEN_ROW_HEIGHT, TokenTableRow } from './token-table-row';

// A screen's jump replaces every row drawn: a few rows beyond each edge are enough for a wheel's steps.
const OVERSCAN_ROWS = 4;

/** Rendered again only when the query changes, not at each scroll step. */
const SortHeader = memo(function SortHeader({
  label,
  sortKey,
  query,
  onQuery,
}: {
  label: string;
  sortKey: TokenSortKey;
  query: TokenQuery;
  onQuery: (q: TokenQuery) => void;
}) {
  const active = query.sort === sortKey;
  const toggle = () => onQuery({ ...query, sort: sortKey, descending: active ? !query.descending : false });
  return (
    <th
      scope="col"
      aria-sort={active ? (query.descending ? 'descending' : 'ascending') : 'none'}
      className="overflow-hidden px-2 text-left text-ellipsis whitespace-nowrap"
    >
      <button type="button" className="font-semibold underline-offset-2 hover:underline" onClick={toggle}>
        {label}
        {active ? (query.descending ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
});

interface TableProps {
  run: FinishedRun;
  runId: number;
  /** Each look-alike token's flag ("Looks like #9"), once the check is over. */
  flags: ReadonlyMap<number, string> | null;
}

/** Re-rendered only when the run, its id or the flags change (not as the look-alike check progresses). */
export const TokenTable = memo(function TokenTable({ run, runId, flags }: TableProps) {
  const name = useCombinerSettings((s) => s.name);
  const description = useCombinerSettings((s) => s.description);
  const method = useCombinerSettings((s) => s.rarityMethod);
  const rarity = runRarity(run, method);
  // The names as exported: the name and description templates too (core/metadata/template-render.ts).
  const nameTemplate = useCombinerSettings((s) => s.nameTemplate);
  const descriptionTemplate = useCombinerSettings((s) => s.descriptionTemplate);
  // And each token's own texts (an edit in the run's log, so `run` changes with them).
  const table = useMemo(
    () => tokenRows(run, { name, description, nameTemplate, descriptionTemplate, tokenTexts: tokenTexts(run.edits) }, rarity),
    [run, name, description, nameTemplate, descriptionTemplate, rarity],
  );
  const [query, setQuery] = useState<TokenQuery>(NO_QUERY);
  // Typing in the search stays immediate; the re-filtered rows follow at a lower priority. A sort or a
  // filter is one click: its rows are drawn at once (deferred too, they waited behind every other update,
  // as the rows' images came in).
  const search = useDeferredValue(query.search);
  const { filters, sort, descending } = query;
  const shown = useMemo(
    () => queryTokens(table.rows, { search, filters, sort, descending }),
    [table.rows, search, filters, sort, descending],
  );
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the body starts in the page: panels above the table open and close.
  const top = usePageTop(body);
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => TOKEN_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start - virtualizer.options.scrollMargin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - virtualizer.options.scrollMargin) : 0;
  const header = (label: string, sortKey: TokenSortKey) => (
    <SortHeader key={sortKey} label={label} sortKey={sortKey} query={query} onQuery={setQuery} />
  );
  const columns = 7 + table.traits.length;
  const { number, image, name: nameRem, trait, score, rank, lookAlike, edits } = TOKEN_COLUMN_REM;
  const widths = [number, image, nameRem, ...table.traits.map(() => trait), score, rank, lookAlike, edits];
  return (
    <section aria-label="Token table">
      <TokenFilters table={table} query={query} onQuery={setQuery} />
      <p role="status" className="mb-1 text-sm">
        Showing {shown.length} of {table.rows.length} tokens
      </p>
      <div className="overflow-x-auto">
        <table
          className="min-w-full table-fixed text-sm"
          style={{ width: `${widths.reduce((sum, w) => sum + w, 0)}rem` }}
          aria-rowcount={shown.length + 1}
        >
          <colgroup>
            {widths.map((w, i) => (
              <col key={i} style={{ width: `${w}rem` }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1} className="border-b border-gray-300 dark:border-gray-600">
              {header('Number', 'number')}
              <th scope="col" className="px-2 text-left">
                Image
              </th>
              {header('Name', 'name')}
              {table.traits.map((trait, i) => header(trait, `trait:${i}`))}
              {header('Score', 'score')}
              {header('Rank', 'rank')}
              <th scope="col" className="px-2 text-left">
                Look-alike
              </th>
              <th scope="col" className="px-2 text-left">
                Edits
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
            {items.map((item) => {
              const row = shown[item.index]!;
              const stored = `${run.results.pack[row.n - 1]}:${run.results.offset[row.n - 1]}`;
              const special = !!oneOfOneOf(run.layers.length, run.digits[row.n - 1] ?? [], run.oneOfOnes);
              return (
                <TokenTableRow
                  key={item.index % items.length}
                  row={row}
                  rowIndex={item.index + 2}
                  runId={runId}
                  stored={stored}
                  special={special}
                  lookAlike={flags?.get(row.n) ?? ''}
                  decimals={SCORE_DECIMALS[method]}
                />
              );
            })}
            {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns} className="px-2 py-4 text-center">
                  No token matches the search and filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
});
