import { forwardRef, useState } from 'react';
import type { Collection } from '@contract/collections';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCollection } from '../api/mutations';
import { CollectionCard } from './collection-card';
import { EditCollectionDialog } from './edit-collection-dialog';
import type { TimedMessage } from './use-timed-message';

interface CollectionListProps {
  address: string;
  collections: Collection[];
  limit: number | null;
  onMessage: (type: TimedMessage['type'], text: string) => void;
}

export const CollectionList = forwardRef<HTMLElement, CollectionListProps>(function CollectionList(
  { address, collections, limit, onMessage },
  ref,
) {
  const [editing, setEditing] = useState<Collection | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const remove = useDeleteCollection(address);

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      onMessage('success', (await remove.mutateAsync(target.id)).message);
    } catch (error) {
      onMessage('error', error instanceof Error ? error.message : 'Error deleting collection');
    }
  };

  return (
    <section ref={ref} aria-labelledby="my-collections" className="scroll-mt-4">
      <h2 id="my-collections" className="mb-4 flex items-baseline justify-between text-xl font-semibold">
        My Collections
        <span data-testid="collection-count" className="text-base font-normal">
          {collections.length} / {limit ?? '…'}
        </span>
      </h2>
      {collections.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-400">No collections yet. Create your first one.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
          ))}
        </div>
      )}
      <EditCollectionDialog
        collection={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          onMessage('success', text);
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title="Delete collection"
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"? Its files and traits are deleted too.`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
});
