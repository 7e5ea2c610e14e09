import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { NAME_MAX } from '@/config/constants';
import { useCreateProposal } from '../api/proposals';
import { TextField, TextAreaField } from '@/components/ui/form-field';

/** Shown to administrators only; the server refuses anyone else. */
export function CreateProposalForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const create = useCreateProposal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // datetime-local is the admin's local time; the server stores an instant.
    const proposal = { title: title.trim(), description: description.trim(), closesAt: new Date(closesAt).toISOString() };
    create.mutate(proposal, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
        setClosesAt('');
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Create proposal</h2>
      <TextField label="Proposal title" required maxLength={NAME_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField label="Proposal description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      <TextField label="Voting closes at" type="datetime-local" required value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
      <Button type="submit" disabled={create.isPending}>
        Create proposal
      </Button>
    </form>
  );
}
