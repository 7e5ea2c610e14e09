import type { Trait } from '@contract/traits';
import { AddTraitForm } from './add-trait-form';
import { AddValueForm } from './add-value-form';
import { BatchAssignForm } from './batch-assign-form';
import { TraitList } from './trait-list';

export function TraitsPanel({ collectionId, traits, accessible }: { collectionId: string; traits: Trait[]; accessible: number }) {
  return (
    <section aria-label="Traits manager" className="space-y-6 rounded-lg bg-white p-4 shadow dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Traits</h2>
      <AddTraitForm collectionId={collectionId} />
      <AddValueForm collectionId={collectionId} traits={traits} />
      <BatchAssignForm collectionId={collectionId} traits={traits} accessible={accessible} />
      <TraitList collectionId={collectionId} traits={traits} />
    </section>
  );
}
