// The fields of a collection (name, description, cover), shared by the create form and the editors.
import { useId, useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX, NAME_MAX } from '../../../config/constants';
import { Button } from '../../../components/ui/button';
import type { CollectionInput } from '../api/mutations';
import { validateCollection } from './validate-collection';

interface CollectionFormProps {
  initial?: { name: string; description: string };
  coverRequired: boolean;
  submitLabel: string;
  busy: boolean;
  onInvalid: (message: string) => void;
  /** Resolves true when the form may be reset. */
  onSubmit: (input: CollectionInput) => Promise<boolean>;
}

const FIELD = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-800';

export function CollectionForm({ initial, coverRequired, submitLabel, busy, onInvalid, onSubmit }: CollectionFormProps) {
  const id = useId();
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
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
          Collection name
        </label>
        <input id={`${id}-name`} className={FIELD} value={name} maxLength={NAME_MAX} required onChange={(e) => setName(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-medium">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className={FIELD}
          rows={3}
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-cover`} className="mb-1 block text-sm font-medium">
          Cover image
        </label>
        <input
          key={inputKey}
          id={`${id}-cover`}
          type="file"
          accept="image/*"
          className="block text-sm"
          onChange={(e) => setCover(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
