// The screens' table in docs/performance.md, one row per screen of bench/out/screens.json.
import { markdownTable, type Figures } from './doc-tables.ts';

type Row = Record<string, number | string | null | undefined>;

export function screensTable(figures: Figures): string {
  const rows = (figures.rows ?? []) as Row[];
  return markdownTable(
    ['screen', 'open ms', 'longest task ms (open)', 'longest task ms (scroll)', 'interaction ms', 'adding s', 'adding growth'],
    rows.map((r) => [r.screen, r.openMs, r.longestTaskMs, r.scrollLongestTaskMs, r.interactionMs, r.addSeconds, r.addGrowth]),
  );
}
