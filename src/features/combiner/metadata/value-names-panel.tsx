// "Rename and merge values": a value's name in the exported metadata and rarity.csv changed without
// touching its image, or two values written as one; each change undone in turn, kept across reloads.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { valueNameLines } from '@core/metadata/value-names';
import type { FinishedRun } from '../run/finished-run';
import { useValueNames } from './value-names-store';

const unique = (values: readonly string[]) => [...new Set(values)];

export function ValueNamesPanel({ run }: { run: FinishedRun }) {
  const { names, history, name, undo } = useValueNames();
  const layers = run.layers.filter((l) => l.values.length > 0);
  const [layerName, setLayerName] = useState(layers[0]?.name ?? '');
  const values = unique(layers.find((l) => l.name === layerName)?.values ?? []);
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  const [newName, setNewName] = useState('');
  const chosen = values.includes(value) ? value : (values[0] ?? '');
  const merging = other !== '' && other !== chosen && values.includes(other);
  const apply = () => {
    name(layerName, merging ? [chosen, other] : [chosen], newName || (merging ? (names[layerName]?.[chosen] ?? chosen) : chosen));
    setNewName('');
    setOther('');
  };
  const lines = valueNameLines(names);
  return (
    <fieldset className="space-y-2 rounded border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">Rename and merge values</legend>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label="Layer" size="compact" value={layerName} onChange={(e) => setLayerName(e.target.value)}>
          {unique(layers.map((l) => l.name)).map((n) => (
            <option key={n}>{n}</option>
          ))}
        </SelectField>
        <SelectField label="Value" size="compact" value={chosen} onChange={(e) => setValue(e.target.value)}>
          {values.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </SelectField>
        <SelectField label="Merge with" size="compact" value={merging ? other : ''} onChange={(e) => setOther(e.target.value)}>
          <option value="">(none: rename only)</option>
          {values
            .filter((v) => v !== chosen)
            .map((v) => (
              <option key={v}>{v}</option>
            ))}
        </SelectField>
        <TextField label="Name in metadata" size="compact" value={newName} onChange={(e) => setNewName(e.target.value)} />
        <Button variant="secondary" disabled={!chosen || (!merging && !newName.trim())} onClick={apply}>
          {merging ? 'Merge values' : 'Rename value'}
        </Button>
        <Button variant="ghost" disabled={history.length === 0} onClick={undo}>
          Undo rename or merge
        </Button>
      </div>
      {lines.length > 0 && (
        <ul aria-label="Renamed values" className="text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
