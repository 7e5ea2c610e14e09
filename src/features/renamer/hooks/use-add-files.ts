import { useCallback } from 'react';
import { notify } from '@/components/ui/notification-store';
import { useRenamerFiles } from '../stores/renamer-files-store';
import { planAdd } from '../utils/allowance';

/** Adds what fits under `limit` and says how it went. */
export function useAddFiles(limit: number): (files: File[]) => void {
  return useCallback(
    (files: File[]) => {
      if (!files.length) return;
      const store = useRenamerFiles.getState();
      const plan = planAdd(store.entries.length, limit, files.length);
      if (plan.accepted > 0) store.add(files.slice(0, plan.accepted));
      notify(plan.notice.type, plan.notice.message);
    },
    [limit],
  );
}
