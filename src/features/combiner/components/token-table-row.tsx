// One token of the table: its still (read from storage only while the row is on screen), name, traits,
// rarity, its look-alikes, the edits a card offers, and its own name and description.
import { memo } from 'react';
import { CardEdits } from './result-card';
import { ResultImage } from './result-image';
import { TokenTextButton } from '../curation/token-text-dialog';
import type { TokenRow } from '../tokens/token-rows';

export const TOKEN_ROW_HEIGHT = 56;

/**
 * Column widths in rem, for the fixed table layout: number, image, name, one per trait, score, rank,
 * look-alike, edits (four small buttons). A longer text is cut with an ellipsis and shown whole on hover.
 */
export const TOKEN_COLUMN_REM = { number: 5, image: 4, name: 12, trait: 9, score: 5, rank: 4.5, lookAlike: 11, edits: 14 };

/** A text cell's class: on one line, cut to its column. */
const TEXT_CELL = 'overflow-hidden px-2 text-ellipsis whitespace-nowrap';

interface RowProps {
  row: TokenRow;
  /** The row's place in the table as shown, the header being row 1 (aria-rowindex: rows are virtualised). */
  rowIndex: number;
  runId: number;
  stored: string;
  special: boolean;
  /** The rarity method's decimals for the score. */
  decimals: number;
  /** "Looks like #9" when the look-alike check found others like it; empty otherwise. */
  lookAlike: string;
}

/** Re-rendered only when its own props change: the table renders again whenever a row enters or leaves. */
export const TokenTableRow = memo(function TokenTableRow({ row, rowIndex, runId, stored, special, decimals, lookAlike }: RowProps) {
  return (
    <tr
      aria-label={`Token #${row.n}`}
      aria-rowindex={rowIndex}
      style={{ height: TOKEN_ROW_HEIGHT }}
      className="border-b border-gray-100 dark:border-gray-800"
    >
      <td className="px-2 tabular-nums">#{row.n}</td>
      <td className="px-2">
        <ResultImage n={row.n} runId={runId} stored={stored} className="bg-checkerboard h-12 w-12 object-contain" missing={null} />
      </td>
      <td className={TEXT_CELL} title={row.name}>
        {row.name}
      </td>
      {row.traits.map((value, i) => (
        <td key={i} className={TEXT_CELL} title={value}>
          {value}
        </td>
      ))}
      <td className="px-2 tabular-nums">{row.score?.toFixed(decimals) ?? ''}</td>
      <td className="px-2 tabular-nums">{row.rank ?? ''}</td>
      <td className={TEXT_CELL} title={lookAlike}>
        {lookAlike}
      </td>
      <td className="px-2">
        <div className="flex items-center gap-1">
          {!special && <CardEdits n={row.n} />}
          <TokenTextButton n={row.n} />
        </div>
      </td>
    </tr>
  );
});
