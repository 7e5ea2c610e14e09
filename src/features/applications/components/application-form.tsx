import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-alert';
import { NAME_REQUIRED } from '@contract/applications';
import { NAME_MAX } from '@/config/constants';
import { useSubmitApplication } from '../api/applications';
import { TextField } from '@/components/ui/form-field';

function ThankYou() {
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-6 text-center dark:border-green-800 dark:bg-green-950">
      <h2 className="mb-2 text-xl font-semibold">Thank You for Your Application</h2>
      <p>We will review your project and get back to you.</p>
      <p className="mt-3 font-medium">
        Status:{' '}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900 dark:text-amber-100">Pending Review</span>
      </p>
    </div>
  );
}

export function ApplicationForm() {
  const [name, setName] = useState('');
  const [twitter, setTwitter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const submitApplication = useSubmitApplication();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(NAME_REQUIRED);
    setError(null);
    submitApplication.mutate({ name: name.trim(), twitter: twitter.trim() }, { onSuccess: () => setSubmitted(true) });
  };

  if (submitted) return <ThankYou />;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 className="text-lg font-semibold">Apply with your project</h2>
      <TextField label="Project name" maxLength={NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Twitter"
        maxLength={NAME_MAX}
        placeholder="@yourproject"
        value={twitter}
        onChange={(e) => setTwitter(e.target.value)}
      />
      <FormAlert>{error}</FormAlert>
      <SubmitButton pending={submitApplication.isPending}>Submit Application</SubmitButton>
    </form>
  );
}
