// The ownership gate of the files screen: verifying, then the manager or a redirect to the collections.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/components/ui/notification-store';
import { useSessionStore } from '@/lib/session-store';
import { ownershipQueryOptions } from '../api/collection-access';
import { FilesManager } from './files-manager';

interface FilesScreenProps {
  collectionId: string;
  page: number;
  pageSize: number;
  onPaging: (page: number, pageSize: number) => void;
}

export function FilesScreen({ collectionId, ...paging }: FilesScreenProps) {
  const proved = useSessionStore((s) => s.ownershipProved);
  const ownership = useQuery({ ...ownershipQueryOptions(collectionId), enabled: proved });
  const navigate = useNavigate();
  const denied = ownership.isError || (ownership.data && !ownership.data.isOwner);

  useEffect(() => {
    if (!denied) return;
    notify('error', ownership.isError ? 'Error verifying collection ownership' : 'You do not have permission to view this collection');
    void navigate({ to: '/collections' });
  }, [denied, ownership.isError, navigate]);

  if (!proved) return <p role="alert">Wallet session has ended or wallet address has changed. Please reconnect wallet.</p>;
  if (!ownership.data?.isOwner) {
    return (
      <div role="status" className="flex items-center gap-3 py-12">
        <span className="h-6 w-6 animate-spin rounded-full border-4 border-violet-600 border-t-transparent" aria-hidden="true" />
        Verifying ownership...
      </div>
    );
  }
  return <FilesManager collectionId={collectionId} {...paging} />;
}
