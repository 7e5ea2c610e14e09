import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useRenamerFiles } from '../stores/renamer-files-store';
import { useRenameRun } from '../stores/rename-run-store';
import { useRenameRunner } from '../hooks/use-rename-run';

export function RenameControls() {
  const count = useRenamerFiles((s) => s.entries.length);
  const { status, done, total, batch, batches } = useRenameRun();
  const start = useRenameRunner();
  const busy = status === 'processing';
  return (
    <div className="mt-6 space-y-3">
      <Button disabled={busy || count === 0} onClick={() => void start()}>
        Rename ({count}) files
      </Button>
      {busy && (
        <div className="space-y-2" aria-live="polite">
          <ProgressBar value={done} max={total} label="Renaming progress" />
          <p className="text-sm">
            Batch {batch} of {batches}
          </p>
          <p
            role="alert"
            className="rounded border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            Please do not close this page until all downloads have finished.
          </p>
        </div>
      )}
    </div>
  );
}
