import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useSendStore } from './send-store';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** The send under way or its end: "Sent k of N", Cancel, the server's refusals, Resume sending. */
export function SendProgress({
  pending,
  onCancel,
  onResume,
  onAgain,
}: {
  pending: boolean;
  onCancel: () => void;
  onResume: () => void;
  onAgain: () => void;
}) {
  const { target, phase, total, sent, assigned, toAssign, stopped, problems, question, ledger } = useSendStore();
  if (!target) return null;
  // Names the user chose to keep: said as the files screen's upload says them.
  const skipped = ledger.declined.size;
  const status =
    phase === 'done'
      ? `Sent ${plural(sent, 'image')} to ${target.name} with their traits${skipped ? `. Skipped ${plural(skipped, 'existing file')}` : ''}`
      : phase === 'assigning'
        ? `Sent ${sent} of ${total}. Assigning traits: ${assigned} of ${toAssign}`
        : `Sent ${sent} of ${total}`;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        To <strong>{target.name}</strong>
      </p>
      <p role="status" aria-label="Send progress" className={phase === 'done' ? 'text-green-800 dark:text-green-300' : ''}>
        {status}
      </p>
      {phase === 'uploading' && <ProgressBar value={sent} max={total} label="Send progress bar" />}
      {question && (
        <div
          role="group"
          aria-label="Files already exist"
          className="space-y-2 rounded border border-amber-300 p-3 text-sm dark:border-amber-700"
        >
          <p>{`${question.names.length === 1 ? '1 file already exists' : `${question.names.length} files already exist`} in this collection:`}</p>
          <p className="max-h-32 overflow-auto break-words">{question.names.join(', ')}</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => question.answer(false)}>
              Skip
            </Button>
            <Button onClick={() => question.answer(true)}>Replace</Button>
          </div>
        </div>
      )}
      {stopped && <p className="text-sm text-red-800 dark:text-red-300">{`Sending stopped: ${stopped}`}</p>}
      {problems.length > 0 && (
        <ul aria-label="Files not sent" className="max-h-40 list-disc overflow-auto pl-5 text-sm text-red-800 dark:text-red-300">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {pending && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {!pending && phase === 'stopped' && <Button onClick={onResume}>Resume sending</Button>}
        {!pending && (phase === 'done' || phase === 'stopped') && (
          <Button variant="secondary" onClick={onAgain}>
            Choose another collection
          </Button>
        )}
        {phase === 'done' && (
          <Link
            to="/collection/edit/files/$collectionId"
            params={{ collectionId: target.id }}
            className="rounded px-4 py-2 text-sm font-medium text-violet-700 underline dark:text-violet-300"
          >
            {`Open ${target.name}`}
          </Link>
        )}
      </div>
    </div>
  );
}
