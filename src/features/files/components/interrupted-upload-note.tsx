import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { filesKeys } from '../api/collection-access';
import { forgetJournal, interruptedUpload } from '../api/upload-journal';
import { shortName } from '../utils/display';

/**
 * After a reload cut an upload short: that it was interrupted and which chosen files to add again. Under
 * the collection's key, so the refetch after the next upload (which replaces the journal) clears it.
 */
export function InterruptedUploadNote({ collectionId }: { collectionId: string }) {
  const queryClient = useQueryClient();
  const queryKey = [...filesKeys.all(collectionId), 'interrupted-upload'];
  const { data } = useQuery({ queryKey, queryFn: () => interruptedUpload(collectionId) });
  if (!data) return null;
  const dismiss = () => {
    forgetJournal(collectionId);
    queryClient.setQueryData(queryKey, null);
  };
  const { again, total } = data;
  return (
    <div
      role="status"
      aria-label="Interrupted upload"
      className="space-y-2 rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        {`The last upload was interrupted (the page was reloaded or closed before it finished): ${again.length} of ${total} files were not uploaded. Add them again:`}
      </p>
      <p className="max-h-32 overflow-auto break-words">{again.map(shortName).join(', ')}</p>
      <Button variant="secondary" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
