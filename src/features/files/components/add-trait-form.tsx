import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/notification-store';
import { TRAIT_NAME_MAX } from '@/config/constants';
import { useAddTrait } from '../api/file-mutations';

export function AddTraitForm({ collectionId }: { collectionId: string }) {
  const [name, setName] = useState('');
  const add = useAddTrait(collectionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const traitName = name.trim();
    if (!traitName) return notify('error', 'Trait name is required');
    if (traitName.length > TRAIT_NAME_MAX) return notify('error', `Trait name must be at most ${TRAIT_NAME_MAX} characters`);
    add.mutate(traitName, { onSuccess: () => setName('') });
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Add new trait">
      <h3 className="font-semibold">Add new trait</h3>
      <TextField
        label="Trait name"
        size="compact"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={TRAIT_NAME_MAX}
      />
      <Button type="submit" disabled={add.isPending}>
        Add Trait
      </Button>
    </form>
  );
}
