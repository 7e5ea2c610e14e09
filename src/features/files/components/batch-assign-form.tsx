import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/notification-store';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Trait } from '@contract/traits';
import { useAssignRange } from '../api/file-mutations';
import { checkBatchRange } from '../utils/batch-range';
import { TraitSelect, ValueSelect } from './trait-select';

export function BatchAssignForm({ collectionId, traits, accessible }: { collectionId: string; traits: Trait[]; accessible: number }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [traitId, setTraitId] = useState('');
  const [valueId, setValueId] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const assign = useAssignRange(collectionId, setPercent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = checkBatchRange(from, to, traitId, valueId, accessible);
    if (!range.ok) return notify('error', range.message);
    setPercent(0);
    assign.mutate({ from: range.from, to: range.to, valueId: Number(valueId) }, { onSettled: () => setPercent(null) });
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Batch assign trait" noValidate>
      <h3 className="font-semibold">Batch assign trait</h3>
      <div className="flex gap-2">
        <TextField
          label="From file #"
          size="compact"
          boxClassName="flex-1"
          type="number"
          min={1}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To file #"
          size="compact"
          boxClassName="flex-1"
          type="number"
          min={1}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <TraitSelect label="Batch trait" traits={traits} value={traitId} onChange={(id) => (setTraitId(id), setValueId(''))} />
      <ValueSelect label="Batch value" trait={traits.find((t) => String(t.id) === traitId)} value={valueId} onChange={setValueId} />
      <Button type="submit" disabled={percent !== null}>
        Assign to range
      </Button>
      {percent !== null && <ProgressBar value={percent} max={100} label="Batch assignment progress" />}
    </form>
  );
}
