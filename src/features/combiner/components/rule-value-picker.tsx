// One side of a rule: pick the layer (or search every layer), then the value, from a list grouped by layer
// whose labels read "Layer: Value" in full (they wrap, never cut). One value, or several of one layer for
// "requires one of".
import { memo, useId, useState } from 'react';
import type { TraitGroup } from '../stores/trait-groups-store';
import { RuleValueRows } from './rule-value-rows';

const FIELD = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';

export interface RuleValueOption {
  /** Trait file id. */
  id: string;
  layer: number;
  value: string;
  /** "Layer: Value". */
  label: string;
}

export interface RuleLayer {
  name: string;
  options: RuleValueOption[];
}

/** The layers that have images, each with its values labelled in full. */
export function ruleLayers(groups: readonly TraitGroup[]): RuleLayer[] {
  return groups
    .filter((g) => g.files.length > 0)
    .map((g, layer) => {
      const name = g.name.trim() || `Layer ${layer + 1}`;
      const options = g.files.map((f) => {
        const value = g.traitValues[f.name] ?? '';
        return { id: f.id, layer, value, label: `${name}: ${value}` };
      });
      return { name, options };
    });
}

/** Several values of one layer: a value of another layer starts the choice again. */
function toggled(chosen: readonly string[], option: RuleValueOption, layerOf: (id: string) => number | undefined): string[] {
  if (chosen.includes(option.id)) return chosen.filter((id) => id !== option.id);
  return chosen.every((id) => layerOf(id) === option.layer) ? [...chosen, option.id] : [option.id];
}

interface PickerProps {
  /** Accessible name of the list of values ("Rule value", "Rule other value"). */
  label: string;
  layers: readonly RuleLayer[];
  chosen: readonly string[];
  multiple: boolean;
  disabled: boolean;
  onChoose(ids: string[]): void;
}

export const RuleValuePicker = memo(function RuleValuePicker({ label, layers, chosen, multiple, disabled, onChoose }: PickerProps) {
  const name = useId();
  const [layer, setLayer] = useState('');
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = layers
    .map((l, i) => ({ ...l, options: l.options.filter((o) => o.label.toLowerCase().includes(words)), index: i }))
    .filter((l) => (layer === '' || String(l.index) === layer) && l.options.length > 0);
  const layerOf = (id: string) => layers.flatMap((l) => l.options).find((o) => o.id === id)?.layer;
  const choose = (option: RuleValueOption) => onChoose(multiple ? toggled(chosen, option, layerOf) : [option.id]);
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex gap-2">
        <select
          aria-label={`${label} layer`}
          className={FIELD}
          value={layer}
          disabled={disabled}
          onChange={(e) => setLayer(e.target.value)}
        >
          <option value="">All layers</option>
          {layers.map((l, i) => (
            <option key={i} value={String(i)}>
              {l.name}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder="Search values"
          className={`${FIELD} min-w-0 flex-1`}
          value={query}
          disabled={disabled}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <RuleValueRows label={label} group={name} layers={shown} chosen={chosen} multiple={multiple} disabled={disabled} onChoose={choose} />
    </div>
  );
});
