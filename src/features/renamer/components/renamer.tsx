import { useSuspenseQuery } from '@tanstack/react-query';
import { Dropzone } from '@/components/ui/dropzone';
import { provedAddress, useSessionStore } from '@/lib/session-store';
import { creditsQueryOptions, selectRenamerLimit } from '@/lib/credits';
import { useAddFiles } from '../hooks/use-add-files';
import { useRenaming } from '../stores/rename-run-store';
import { AllowanceInfo } from './allowance-info';
import { FileList, type Paging } from './file-list';
import { RenameControls } from './rename-controls';

/** The batch renamer: open to everyone; a proved session raises the limit to the server's renamer allowance. */
export function Renamer({ paging, onPaging }: { paging: Paging; onPaging(paging: Paging): void }) {
  const address = useSessionStore(provedAddress);
  const {
    data: { limit, lookupFailed },
  } = useSuspenseQuery({ ...creditsQueryOptions(address), select: selectRenamerLimit });
  const addFiles = useAddFiles(limit);
  const busy = useRenaming();
  return (
    <div>
      <AllowanceInfo withCredits={!!address && !lookupFailed} limit={limit} />
      <div className="mt-4">
        <Dropzone onFiles={addFiles} disabled={busy} buttonLabel="Browse files">
          <p>Drag and drop files here, or browse.</p>
        </Dropzone>
      </div>
      <RenameControls />
      <FileList page={paging.page} pageSize={paging.pageSize} onPaging={onPaging} />
    </div>
  );
}
