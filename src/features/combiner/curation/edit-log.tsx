// The finished set's edits, oldest first; the last one can be undone, then the one before it.
import { Button } from '@/components/ui/button';
import { useFinishedRun } from '../run/finished-run';
import { undoLastEdit } from './edit-run';
import { editText } from './edit-texts';

export function EditLog() {
  const run = useFinishedRun();
  const edits = run?.edits ?? [];
  if (!run || !edits.length) return null;
  return (
    <section aria-label="Edit log" className="mb-2 rounded border border-gray-200 p-2 text-sm dark:border-gray-700">
      <h3 className="font-semibold">Edits</h3>
      <ol className="list-decimal pl-5">
        {edits.map((edit, i) => (
          <li key={i}>{editText(run.layers, edit)}</li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-1 py-1" onClick={() => void undoLastEdit()}>
        Undo the last edit
      </Button>
    </section>
  );
}
