import type { Trait } from '../../../../server/contract/traits';
import { firstWords } from '../utils/display';

interface TraitSelectProps {
  label: string;
  traits: Trait[];
  value: string;
  onChange: (id: string) => void;
}

export function TraitSelect({ label, traits, value, onChange }: TraitSelectProps) {
  return (
    <label className="block text-sm">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1 block w-full rounded border bg-transparent px-2 py-1">
        <option value="">Select a trait</option>
        {traits.map((t) => (
          <option key={t.id} value={t.id}>
            {t.trait_name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ValueSelect({ label, trait, value, onChange }: { label: string; trait: Trait | undefined; value: string; onChange: (id: string) => void }) {
  return (
    <label className="block text-sm">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1 block w-full rounded border bg-transparent px-2 py-1">
        <option value="">Select a value</option>
        {trait?.values.map((v) => (
          <option key={v.id} value={v.id}>
            {firstWords(v.value)}
          </option>
        ))}
      </select>
    </label>
  );
}
