import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/notification-store';
import type { Trait } from '@contract/traits';
import { TRAIT_VALUE_MAX } from '@contract/traits';
import { useAddTraitValue } from '../api/file-mutations';
import { TraitSelect } from './trait-select';

export function AddValueForm({ collectionId, traits }: { collectionId: string; traits: Trait[] }) {
  const [traitId, setTraitId] = useState('');
  const [value, setValue] = useState('');
  const add = useAddTraitValue(collectionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!traitId) return notify('error', 'Please select a trait');
    if (!value.trim()) return notify('error', 'Trait value is required');
    const added = value.trim();
    // The list shows the new value before this answer's callback runs: a next value typed meanwhile stays.
    add.mutate({ traitId: Number(traitId), value: added }, { onSuccess: () => setValue((now) => (now.trim() === added ? '' : now)) });
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Add Trait Value" noValidate>
      <h3 className="font-semibold">Add Trait Value</h3>
      <TraitSelect label="Trait" traits={traits} value={traitId} onChange={setTraitId} />
      <TextField label="Value" size="compact" value={value} onChange={(e) => setValue(e.target.value)} maxLength={TRAIT_VALUE_MAX} />
      <Button type="submit" disabled={add.isPending}>
        Add Value
      </Button>
    </form>
  );
}
