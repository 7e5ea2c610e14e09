import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/notification-store';
import type { Trait } from '../../../../server/contract/traits';
import { TRAIT_VALUE_MAX } from '../../../../server/contract/traits';
import { addTraitValue } from '../api/trait-calls';
import { runAction } from '../api/run-action';
import { useInvalidateCollection } from '../api/use-invalidate';
import { TraitSelect } from './trait-select';

export function AddValueForm({ collectionId, traits }: { collectionId: string; traits: Trait[] }) {
  const [traitId, setTraitId] = useState('');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateCollection(collectionId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!traitId) return notify('error', 'Please select a trait');
    if (!value.trim()) return notify('error', 'Trait value is required');
    setBusy(true);
    if (await runAction(() => addTraitValue(Number(traitId), value.trim()), 'Trait value added successfully', 'Error adding trait value')) {
      setValue('');
      await invalidate();
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2" aria-label="Add Trait Value" noValidate>
      <h3 className="font-semibold">Add Trait Value</h3>
      <TraitSelect label="Trait" traits={traits} value={traitId} onChange={setTraitId} />
      <label className="block text-sm">
        Value
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={TRAIT_VALUE_MAX}
          className="mt-1 block w-full rounded border bg-transparent px-2 py-1"
        />
      </label>
      <Button type="submit" disabled={busy}>
        Add Value
      </Button>
    </form>
  );
}
