import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { NAME_MAX } from '../../../config/constants';
import { useCreateProposal } from '../api/proposals';

const field = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-800';

/** Shown to administrators only; the server refuses anyone else. */
export function CreateProposalForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const create = useCreateProposal();
  const id = useId();
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
      <label htmlFor={`${id}-title`} className="block text-sm font-medium">
        Proposal title
      </label>
      <input id={`${id}-title`} className={field} required maxLength={NAME_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={`${id}-description`} className="block text-sm font-medium">
        Proposal description
      </label>
      <textarea id={`${id}-description`} className={field} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      <label htmlFor={`${id}-closes`} className="block text-sm font-medium">
        Voting closes at
      </label>
      <input
        id={`${id}-closes`}
        className={field}
        type="datetime-local"
        required
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
      />
      <Button type="submit" disabled={create.isPending}>
        Create proposal
      </Button>
    </form>
  );
}
