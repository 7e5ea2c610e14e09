import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/form-field';
import type { Trait } from '@contract/traits';
import { firstWords, fullValueTitle } from '../utils/display';

interface TraitSelectProps {
  label: string;
  traits: Trait[];
  value: string;
  onChange: (id: string) => void;
}

/** The label points at the select by id, so the select's name is the label alone. */
function LabelledSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <SelectField label={label} size="compact" value={value} onChange={(e) => onChange(e.target.value)}>
      {children}
    </SelectField>
  );
}

export function TraitSelect({ label, traits, value, onChange }: TraitSelectProps) {
  return (
    <LabelledSelect label={label} value={value} onChange={onChange}>
      <option value="">Select a trait</option>
      {traits.map((t) => (
        <option key={t.id} value={t.id}>
          {t.trait_name}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function ValueSelect({
  label,
  trait,
  value,
  onChange,
}: {
  label: string;
  trait: Trait | undefined;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <LabelledSelect label={label} value={value} onChange={onChange}>
      <option value="">Select a value</option>
      {trait?.values.map((v) => (
        <option key={v.id} value={v.id} title={fullValueTitle(v.value)}>
          {firstWords(v.value)}
        </option>
      ))}
    </LabelledSelect>
  );
}
