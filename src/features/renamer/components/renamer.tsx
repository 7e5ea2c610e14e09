import { useQuery } from '@tanstack/react-query';
import { Dropzone } from '../../../components/ui/dropzone';
import { useSessionStore } from '../../../lib/session-store';
import { renamerCreditsQueryOptions } from '../api/get-renamer-credits';
import { useAddFiles } from '../hooks/use-add-files';
import { useRenaming } from '../stores/rename-run-store';
import { renamerLimit } from '../utils/allowance';
import { AllowanceInfo } from './allowance-info';
import { FileList, type Paging } from './file-list';
import { RenameControls } from './rename-controls';

/** The batch renamer: open to everyone; a proved session raises the limit to the user's credits. */
export function Renamer({ paging, onPaging }: { paging: Paging; onPaging(paging: Paging): void }) {
  const { starsAddress, ownershipProved } = useSessionStore();
  const signedIn = ownershipProved && !!starsAddress;
  const credits = useQuery({ ...renamerCreditsQueryOptions(starsAddress ?? ''), enabled: signedIn });
  const known = signedIn && typeof credits.data === 'number';
  const limit = renamerLimit(known ? credits.data : null);
  const addFiles = useAddFiles(limit);
  const busy = useRenaming();
  return (
    <div>
      <AllowanceInfo withCredits={known} limit={limit} />
      <div className="mt-4">
        <Dropzone onFiles={addFiles} disabled={busy || (signedIn && credits.isPending)} buttonLabel="Browse files">
          <p>Drag and drop files here, or browse.</p>
        </Dropzone>
      </div>
      <RenameControls />
      <FileList page={paging.page} pageSize={paging.pageSize} onPaging={onPaging} />
    </div>
  );
}
