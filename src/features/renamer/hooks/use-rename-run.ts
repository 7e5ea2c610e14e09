import { useCallback, useEffect, useRef } from 'react';
import { zipInWorker } from '@/engine/engine';
import { poolSize } from '@/engine/worker-pool';
import { notify } from '@/components/ui/notification-store';
import { RENAMER_DEFLATE_LEVEL } from '@/config/constants';
import { useRenamerFiles } from '../stores/renamer-files-store';
import { useRenameRun } from '../stores/rename-run-store';
import { renameFiles } from '../utils/rename-files';
import { pause, saveFile } from '../utils/save-file';

const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/** Starts the rename of the current list; leaving the screen aborts it (and the workers' zips). */
export function useRenameRunner(): () => Promise<void> {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  return useCallback(async () => {
    const run = useRenameRun.getState();
    if (run.status === 'processing') return;
    const files = useRenamerFiles.getState().entries.map((e) => e.file);
    const current = (controller.current = new AbortController());
    run.set({ status: 'processing', done: 0, total: files.length, batch: 0, batches: 0 });
    window.addEventListener('beforeunload', warnBeforeUnload);
    try {
      await renameFiles(
        files,
        {
          zip: (entries, signal) => zipInWorker(entries, { level: RENAMER_DEFLATE_LEVEL }, signal),
          save: saveFile,
          pause,
          onProgress: (progress) => useRenameRun.getState().set(progress),
          parallel: poolSize(),
        },
        current.signal,
      );
      useRenameRun.getState().set({ status: 'done' });
      notify('success', 'All files have been successfully renamed and downloaded');
    } catch {
      useRenameRun.getState().set({ status: current.signal.aborted ? 'idle' : 'error' });
      if (!current.signal.aborted) notify('error', 'Error processing files. Please try again.');
    } finally {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      if (controller.current === current) controller.current = null;
    }
  }, []);
}
