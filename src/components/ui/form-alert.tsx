// What is wrong with a whole form (or why an action cannot run), announced as it appears; and the
// submit button that says it is working while its request is in flight.
import type { ReactNode } from 'react';
import { Button } from './button';

const ERROR_TEXT = 'text-sm text-red-700 dark:text-red-400';

export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={ERROR_TEXT}>
      {children}
    </p>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? 'Submitting...' : children}
    </Button>
  );
}
