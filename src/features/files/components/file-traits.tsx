// Per-file assignment: the assigned values (each removable) and a select of the traits not yet assigned.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notification-store';
import type { CollectionFile } from '@contract/files';
import type { Assignment, Trait } from '@contract/traits';
import { useAssignValue, useRemoveValue } from '../api/file-mutations';
import { firstWords, fullValueTitle } from '../utils/display';

interface FileTraitsProps {
  collectionId: string;
  file: CollectionFile;
  traits: Trait[];
  assigned: Assignment[];
}

export function FileTraits({ collectionId, file, traits, assigned }: FileTraitsProps) {
  const [valueId, setValueId] = useState('');
  const assignValue = useAssignValue(collectionId);
  const removeValue = useRemoveValue(collectionId);
  const pending = assignValue.isPending || removeValue.isPending;
  const open = traits.filter((t) => t.values.length > 0 && !assigned.some((a) => a.trait_id === t.id));

  const assign = () => {
    if (!valueId) return notify('error', 'Please select a trait value');
    setValueId('');
    assignValue.mutate({ fileId: file.id, valueId: Number(valueId) });
  };
  const remove = (a: Assignment) => removeValue.mutate({ fileId: file.id, valueId: a.value_id });

  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-2" aria-label={`Assigned traits of ${file.file_name}`}>
        {assigned.map((a) => (
          <li
            key={a.trait_id}
            title={fullValueTitle(a.value)}
            className="flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs text-violet-900 dark:bg-violet-900 dark:text-violet-100"
          >
            {a.trait_name}: {firstWords(a.value)}
            <button
              type="button"
              disabled={pending}
              aria-label={`Remove ${a.trait_name} from ${file.file_name}`}
              onClick={() => remove(a)}
              className="px-1"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {open.length > 0 && (
        <div className="flex items-center gap-2">
          <select
            aria-label={`Trait value for ${file.file_name}`}
            value={valueId}
            onChange={(e) => setValueId(e.target.value)}
            className="rounded border bg-transparent px-2 py-1 text-sm"
          >
            <option value="">Select a trait value</option>
            {open.map((t) => (
              <optgroup key={t.id} label={t.trait_name}>
                {t.values.map((v) => (
                  <option key={v.id} value={v.id} title={fullValueTitle(v.value)}>
                    {t.trait_name}: {firstWords(v.value)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button variant="secondary" disabled={pending} onClick={assign} aria-label={`Assign trait to ${file.file_name}`}>
            {pending ? 'Assigning...' : 'Assign'}
          </Button>
        </div>
      )}
    </div>
  );
}
