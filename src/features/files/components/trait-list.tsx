import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ListedTraitValue, Trait } from '@contract/traits';
import { useDeleteTrait, useDeleteTraitValue } from '../api/file-mutations';
import { firstWords, fullValueTitle } from '../utils/display';

type Pending = { kind: 'trait'; trait: Trait } | { kind: 'value'; value: ListedTraitValue } | null;

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/** The SPEC question, then what the deletion takes away with it: the assignments cannot be undone. */
function deleteQuestion(pending: Exclude<Pending, null>): string {
  if (pending.kind === 'trait') {
    const assigned = pending.trait.values.reduce((sum, v) => sum + v.files, 0);
    const question = `Are you sure you want to delete the trait "${pending.trait.trait_name}" and all its values?`;
    return assigned ? `${question} They are assigned to ${files(assigned)}; this cannot be undone.` : question;
  }
  const question = `Are you sure you want to delete the value "${pending.value.value}"?`;
  return pending.value.files ? `${question} It is assigned to ${files(pending.value.files)}; this cannot be undone.` : question;
}

export function TraitList({ collectionId, traits }: { collectionId: string; traits: Trait[] }) {
  const [pending, setPending] = useState<Pending>(null);
  const removeTrait = useDeleteTrait(collectionId);
  const removeValue = useDeleteTraitValue(collectionId);

  const confirm = () => {
    const target = pending;
    setPending(null);
    if (target?.kind === 'trait') removeTrait.mutate(target.trait.id);
    else if (target) removeValue.mutate(target.value.id);
  };

  return (
    <div>
      <h3 className="mb-2 font-semibold">Existing traits</h3>
      {traits.length === 0 && <p className="text-sm">No traits yet.</p>}
      <ul className="space-y-3" aria-label="Defined traits">
        {traits.map((trait) => (
          <li key={trait.id} className="rounded border p-2 dark:border-gray-700">
            <div className="flex items-center justify-between">
              <span className="font-medium">{trait.trait_name}</span>
              <button
                type="button"
                className="text-sm text-red-700 dark:text-red-400"
                aria-label={`Delete trait ${trait.trait_name}`}
                onClick={() => setPending({ kind: 'trait', trait })}
              >
                Delete
              </button>
            </div>
            <ul className="mt-2 flex flex-wrap gap-1">
              {trait.values.map((v) => (
                <li
                  key={v.id}
                  title={fullValueTitle(v.value)}
                  className="flex items-center gap-1 rounded-full bg-gray-200 px-2 py-0.5 text-xs dark:bg-gray-700"
                >
                  {firstWords(v.value)}
                  <button type="button" aria-label={`Delete value ${v.value}`} onClick={() => setPending({ kind: 'value', value: v })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'trait' ? 'Delete trait' : 'Delete trait value'}
        message={pending ? deleteQuestion(pending) : ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
