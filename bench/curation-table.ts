// The curation's table in docs/performance.md, one row of bench/out/curation.json: the rank, a re-roll
// (the median of three tries, the tries beside it), the look-alike check and the token table.
import { markdownTable, thousands, type Figures } from './doc-tables.ts';

export function curationTable(f: Figures): string {
  const tries = Array.isArray(f.rerollTriesMs) ? ` (${f.rerollTriesMs.join(' / ')})` : '';
  return markdownTable(
    ['tokens', 'rank ms', 're-roll ms (tries)', 'look-alike s (all decoded)', 'table sort ms', 'table scroll longest task ms'],
    [
      [
        thousands(f.tokens),
        f.rankMs,
        `${String(f.rerollMs ?? '-')}${tries}`,
        `${String(f.lookAlikeSeconds ?? '-')} (${String(f.lookAlikeDecodeSeconds ?? '-')})`,
        f.tableSortMs,
        f.tableScrollLongestTaskMs,
      ],
    ],
  );
}
