import type { Collection } from '@contract/collections';
import { Dialog } from '@/components/ui/dialog';
import { EditCollectionForm } from './edit-collection-form';

interface EditCollectionDialogProps {
  collection: Collection | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function EditCollectionDialog({ collection, onClose, onSaved }: EditCollectionDialogProps) {
  return (
    <Dialog open={!!collection} title="Edit collection" onClose={onClose}>
      {collection && <EditCollectionForm key={collection.id} collection={collection} onSaved={onSaved} />}
    </Dialog>
  );
}
