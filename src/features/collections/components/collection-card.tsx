import { Link } from '@tanstack/react-router';
import type { Collection } from '@contract/collections';
import { Button } from '@/components/ui/button';
import { coverUrl } from '../api/collections';

interface CollectionCardProps {
  collection: Collection;
  onEdit: () => void;
  onDelete: () => void;
}

export function CollectionCard({ collection, onEdit, onDelete }: CollectionCardProps) {
  return (
    <article
      aria-label={collection.name}
      className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      {collection.coverPhoto ? (
        <img src={coverUrl(collection.coverPhoto)} alt={`${collection.name} cover`} className="h-40 w-full object-cover" />
      ) : (
        <div className="h-40 bg-gray-200 dark:bg-gray-800" />
      )}
      <div className="p-4">
        <h3 className="font-semibold break-words">{collection.name}</h3>
        {collection.description && <p className="mt-1 text-sm break-words text-gray-600 dark:text-gray-400">{collection.description}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to="/collection/edit/files/$collectionId"
            params={{ collectionId: String(collection.id) }}
            className="rounded bg-violet-700 px-3 py-2 text-sm font-medium text-white hover:bg-violet-800"
          >
            NFT files
          </Link>
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
