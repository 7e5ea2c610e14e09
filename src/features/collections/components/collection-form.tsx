// The fields of a collection (name, description, cover), shared by the create form and the editors.
import { useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX, NAME_MAX } from '@/config/constants';
import { Button } from '@/components/ui/button';
import type { CollectionInput } from '../api/mutations';
import { validateCollection } from './validate-collection';
import { TextField, TextAreaField } from '@/components/ui/form-field';

interface CollectionFormProps {
  initial?: { name: string; description: string };
  coverRequired: boolean;
  submitLabel: string;
  busy: boolean;
  onInvalid: (message: string) => void;
  /** Resolves true when the form may be reset. */
  onSubmit: (input: CollectionInput) => Promise<boolean>;
}

export function CollectionForm({ initial, coverRequired, submitLabel, busy, onInvalid, onSubmit }: CollectionFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [cover, setCover] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name: name.trim(), description: description.trim(), cover };
    const problem = validateCollection(input, coverRequired);
    if (problem) return onInvalid(problem);
    if (await onSubmit(input)) {
      setName('');
      setDescription('');
      setCover(null);
      setInputKey((k) => k + 1);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TextField label="Collection name" value={name} maxLength={NAME_MAX} required onChange={(e) => setName(e.target.value)} />
      <TextAreaField
        label="Description"
        rows={3}
        value={description}
        maxLength={DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        key={inputKey}
        label="Cover image"
        type="file"
        accept="image/*"
        size="compact"
        onChange={(e) => setCover(e.target.files?.[0] ?? null)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
