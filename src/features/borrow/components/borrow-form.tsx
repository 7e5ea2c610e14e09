import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-alert';
import { useAddBorrow } from '../api/borrow-mutations';
import { validateBorrow } from '../utils/validate-borrow';
import { TextField } from '@/components/ui/form-field';
import { useChain } from '@/lib/chain';
import { CHAIN_PROFILES, DEFAULT_CHAIN } from '@shared/chains/profiles';

export function BorrowForm({ ownAddress, available }: { ownAddress: string | null; available: number }) {
  const [recipient, setRecipient] = useState('');
  const [credits, setCredits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addBorrow = useAddBorrow();
  // The route's loader reads the chain; the default is only for a failed read.
  const chain = useChain() ?? CHAIN_PROFILES[DEFAULT_CHAIN];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = recipient.trim();
    const problem = validateBorrow({ recipient: trimmed, credits, ownAddress, available, chain });
    setError(problem);
    if (problem) return;
    addBorrow.mutate(
      { address: trimmed, credits: Number(credits) },
      {
        onSuccess: () => {
          setRecipient('');
          setCredits('');
        },
      },
    );
  };

  // noValidate: the spec's own messages are shown instead of the browser's bubbles.
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <TextField
        label="Recipient address"
        controlClassName="font-mono"
        value={recipient}
        onChange={(e) => setRecipient(e.target.value)}
        placeholder={`${chain.bech32Prefix}1...`}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label="Credits"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={available}
        step={1}
        value={credits}
        onChange={(e) => setCredits(e.target.value)}
      />
      <FormAlert>{error}</FormAlert>
      <SubmitButton pending={addBorrow.isPending}>Submit</SubmitButton>
    </form>
  );
}
