// A rule side's list of values, grouped by layer, windowed in its own scroll box: a 600-value collection
// put 3 600 elements in the page for the two sides, re-rendered with each layer change. Only the rows near
// the box's view are rendered, between paddings that stand for the others, each layer's rows in a group
// named after the layer; the search field and the layer select narrow the list to any value.
import { useRef, type Key } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { RULE_LAYER_ROW_PX, RULE_VALUE_ROW_PX, RULE_VALUES_OVERSCAN, RULE_VALUES_RENDER_ALL_UP_TO } from '@/config/constants';
import type { RuleLayer, RuleValueOption } from './rule-value-picker';

type Row = { layer: number; name: string; option?: RuleValueOption };

interface RowsProps {
  label: string;
  group: string;
  layers: ReadonlyArray<RuleLayer & { index: number }>;
  chosen: readonly string[];
  multiple: boolean;
  disabled: boolean;
  onChoose(option: RuleValueOption): void;
}

/** Consecutive rows of one layer, in the order shown. */
function byLayer(rows: Array<{ row: Row; key: Key; index: number }>) {
  const runs: Array<{ layer: number; name: string; rows: typeof rows }> = [];
  for (const item of rows) {
    const last = runs.at(-1);
    if (last?.layer === item.row.layer) last.rows.push(item);
    else runs.push({ layer: item.row.layer, name: item.row.name, rows: [item] });
  }
  return runs;
}

export function RuleValueRows({ label, group, layers, chosen, multiple, disabled, onChoose }: RowsProps) {
  const box = useRef<HTMLDivElement>(null);
  const rows: Row[] = layers.flatMap((l) => [
    { layer: l.index, name: l.name },
    ...l.options.map((option) => ({ layer: l.index, name: l.name, option })),
  ]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: (i) => (rows[i]!.option ? RULE_VALUE_ROW_PX : RULE_LAYER_ROW_PX),
    getItemKey: (i) => rows[i]!.option?.id ?? `layer-${rows[i]!.layer}`,
    overscan: rows.length <= RULE_VALUES_RENDER_ALL_UP_TO ? rows.length : RULE_VALUES_OVERSCAN,
    // Before the box is measured (and where nothing lays out), the rows of its first screen.
    initialRect: { width: 0, height: 192 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const padding = first && last ? { paddingTop: first.start, paddingBottom: virtualizer.getTotalSize() - last.end } : {};
  const shown = byLayer(items.map((item) => ({ row: rows[item.index]!, key: item.key, index: item.index })));
  return (
    <div
      ref={box}
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      className="max-h-48 overflow-y-auto rounded border border-gray-300 px-1 dark:border-gray-600"
    >
      <div style={padding}>
        {shown.map((run) => (
          <div key={`${run.layer}-${run.rows[0]!.index}`} role="group" aria-label={run.name}>
            {run.rows.map(({ row, key, index }) =>
              row.option ? (
                <label
                  key={key}
                  ref={virtualizer.measureElement}
                  data-index={index}
                  className="flex items-start gap-2 py-0.5 text-sm break-words"
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={group}
                    className="mt-1"
                    checked={chosen.includes(row.option.id)}
                    disabled={disabled}
                    onChange={() => onChoose(row.option!)}
                  />
                  <span className="min-w-0">{row.option.label}</span>
                </label>
              ) : (
                <p
                  key={key}
                  ref={virtualizer.measureElement}
                  data-index={index}
                  aria-hidden="true"
                  className="pt-1 text-xs font-semibold text-gray-700 dark:text-gray-300"
                >
                  {row.name}
                </p>
              ),
            )}
          </div>
        ))}
      </div>
      {rows.length === 0 && <p className="text-xs text-gray-600 dark:text-gray-400">No value matches.</p>}
    </div>
  );
}
