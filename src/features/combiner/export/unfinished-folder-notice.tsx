import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useExportStore } from './export-store';
import { findUnfinished, keepUnfinished, removeUnfinished } from './unfinished-folder';

const WHY = { cancelled: 'was cancelled', stopped: 'stopped', interrupted: 'was interrupted (the page was closed)' } as const;

/** A folder export that did not finish: what it wrote, and the choice to remove exactly that or keep it. */
export function UnfinishedFolderNotice() {
  const { unfinished, busy } = useExportStore();
  useEffect(() => void findUnfinished(), []);
  if (!unfinished) return null;
  const files = unfinished.written === 1 ? '1 file' : `${unfinished.written} files`;
  return (
    <section aria-label="Unfinished folder export" className="space-y-2 rounded border border-amber-300 p-3 text-sm dark:border-amber-700">
      <p role="status">{`A folder export to "${unfinished.root.name}" ${WHY[unfinished.why]}: it left ${files} there.`}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy !== null} onClick={() => void removeUnfinished()}>
          Remove the files it wrote
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void keepUnfinished()}>
          Keep them
        </Button>
      </div>
    </section>
  );
}
