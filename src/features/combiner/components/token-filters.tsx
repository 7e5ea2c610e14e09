// Above the token table: the name search and one filter per trait (each value with its count).
import { memo, useMemo } from 'react';
import type { TokenRows } from '../tokens/token-rows';
import { traitValues, type TokenQuery } from '../tokens/token-query';

const FIELD = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';

function TraitFilter({ rows, column, name, query, onQuery }: { rows: TokenRows['rows']; column: number; name: string } & Props) {
  const values = useMemo(() => traitValues(rows, column), [rows, column]);
  const chosen = [...(query.filters.get(column) ?? [])][0] ?? '';
  const choose = (value: string) => {
    const filters = new Map(query.filters);
    if (value) filters.set(column, new Set([value]));
    else filters.delete(column);
    onQuery({ ...query, filters });
  };
  return (
    <label className="flex items-center gap-1 text-sm">
      {name}:
      <select aria-label={`Filter by ${name}`} className={FIELD} value={chosen} onChange={(e) => choose(e.target.value)}>
        <option value="">Any</option>
        {values.map(({ value, count }) => (
          <option key={value} value={value}>
            {value || '(none)'} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}

interface Props {
  query: TokenQuery;
  onQuery: (query: TokenQuery) => void;
}

/** Rendered again only when the rows or the query change: not at each scroll step of the table below,
 * where its 240 options of 8 traits were most of what the page allocated (and collected in long pauses). */
export const TokenFilters = memo(function TokenFilters({ table, query, onQuery }: { table: TokenRows } & Props) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-1 text-sm">
        Search:
        <input
          type="search"
          aria-label="Search tokens by name"
          className={FIELD}
          value={query.search}
          onChange={(e) => onQuery({ ...query, search: e.target.value })}
        />
      </label>
      {table.traits.map((name, column) => (
        <TraitFilter key={name} rows={table.rows} column={column} name={name} query={query} onQuery={onQuery} />
      ))}
    </div>
  );
});
