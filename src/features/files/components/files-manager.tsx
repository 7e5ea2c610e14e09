// The files screen once ownership is known: every query read with useSuspenseQuery, all of them started
// together by the route's loader (no waterfall), the failure of any shown in place with a retry.
import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { provedAddress, useSessionStore } from '@/lib/session-store';
import { creditsQueryOptions, selectFileAllowance } from '@/lib/credits';
import { notify } from '@/components/ui/notification-store';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { ErrorWithRetry } from '@/components/ui/query-state';
import { FREE_CREDITS } from '@/config/constants';
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

export function FilesManager(props: FilesManagerProps) {
  return (
    <QueryBoundary fallback={({ retry }) => <ErrorWithRetry retry={retry}>Failed to load the collection's files</ErrorWithRetry>}>
      <LoadedFiles {...props} />
    </QueryBoundary>
  );
}

function LoadedFiles({ collectionId, page, pageSize, onPaging }: FilesManagerProps) {
  const address = useSessionStore(provedAddress);
  const { data: collection } = useSuspenseQuery(collectionDetailsQueryOptions(collectionId));
  const { data: files } = useSuspenseQuery(filesPageQueryOptions(collectionId, page, pageSize));
  const { data: traits } = useSuspenseQuery(traitsQueryOptions(collectionId));
  const { data: allowance } = useSuspenseQuery({ ...creditsQueryOptions(address), select: selectFileAllowance });
  useEffect(() => {
    if (allowance.lookupFailed) notify('error', 'Error checking upload limits');
  }, [allowance.lookupFailed]);
  const { total } = files;
  const limit = allowance.limit;
  const accessible = Math.min(total, limit);

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-6">
        <h2 className="text-xl font-semibold">{collection.name}</h2>
        <UploadPanel collectionId={collectionId} total={total} allowance={limit} />
        {total > limit && (
          <p role="alert" className="rounded border border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {`Warning: You have ${total} files but only ${limit} credits (including ${FREE_CREDITS} free files). Only the first ${limit} files will be accessible.`}
          </p>
        )}
        <FileList
          collectionId={collectionId}
          collection={collection}
          page={files}
          traits={traits}
          accessible={accessible}
          pageNumber={page}
          pageSize={pageSize}
          onPaging={onPaging}
        />
      </div>
      <div className="space-y-6">
        <TraitsPanel collectionId={collectionId} traits={traits} accessible={accessible} />
        {total > 0 && <ExportPanel collectionId={collectionId} collection={collection} accessible={accessible} />}
      </div>
    </div>
  );
}
