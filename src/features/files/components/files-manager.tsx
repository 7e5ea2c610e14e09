import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { provedAddress, useSessionStore } from '../../../lib/session-store';
import { creditsQueryOptions, selectFileAllowance } from '../../../lib/credits';
import { notify } from '../../../components/ui/notification-store';
import { CREDIT_FALLBACK_LIMIT, FREE_CREDITS } from '../../../config/constants';
import { collectionDetailsQueryOptions } from '../api/collection-access';
import { filesPageQueryOptions } from '../api/files-page';
import { traitsQueryOptions } from '../api/traits';
import { UploadPanel } from './upload-panel';
import { FileList } from './file-list';
import { TraitsPanel } from './traits-panel';
import { ExportPanel } from './export-panel';

interface FilesManagerProps {
  collectionId: string;
  page: number;
  pageSize: number;
  onPaging: (page: number, pageSize: number) => void;
}

export function FilesManager({ collectionId, page, pageSize, onPaging }: FilesManagerProps) {
  const address = useSessionStore(provedAddress);
  const details = useQuery(collectionDetailsQueryOptions(collectionId));
  const files = useQuery(filesPageQueryOptions(collectionId, page, pageSize));
  const traits = useQuery(traitsQueryOptions(collectionId));
  const allowance = useQuery({ ...creditsQueryOptions(address), select: selectFileAllowance });
  const lookupFailed = allowance.data?.lookupFailed ?? false;
  useEffect(() => {
    if (lookupFailed) notify('error', 'Error checking upload limits');
  }, [lookupFailed]);
  const total = files.data?.total ?? 0;
  const limit = allowance.data?.limit ?? CREDIT_FALLBACK_LIMIT;
  const accessible = Math.min(total, limit);
  const collection = details.data ?? { name: '', description: '' };

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-6">
        {details.data && <h2 className="text-xl font-semibold">{details.data.name}</h2>}
        <UploadPanel collectionId={collectionId} total={total} allowance={limit} ready={files.isSuccess && allowance.isSuccess} />
        {total > limit && (
          <p role="alert" className="rounded border border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {`Warning: You have ${total} files but only ${limit} credits (including ${FREE_CREDITS} free files). Only the first ${limit} files will be accessible.`}
          </p>
        )}
        <FileList
          collectionId={collectionId}
          collection={collection}
          page={files.data}
          traits={traits.data ?? []}
          accessible={accessible}
          pageNumber={page}
          pageSize={pageSize}
          onPaging={onPaging}
        />
      </div>
      <div className="space-y-6">
        <TraitsPanel collectionId={collectionId} traits={traits.data ?? []} accessible={accessible} />
        {total > 0 && <ExportPanel collectionId={collectionId} collection={collection} accessible={accessible} />}
      </div>
    </div>
  );
}
