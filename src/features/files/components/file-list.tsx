import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CollectionFile } from '@contract/files';
import type { Trait } from '@contract/traits';
import type { FilesPage } from '../api/files-page';
import { useDeleteFile } from '../api/file-mutations';
import { groupByFile } from '../utils/metadata';
import { FileRow } from './file-row';

interface FileListProps {
  collectionId: string;
  collection: { name: string; description: string };
  page: FilesPage | undefined;
  traits: Trait[];
  accessible: number;
  pageNumber: number;
  pageSize: number;
  onPaging: (page: number, pageSize: number) => void;
}

export function FileList({ collectionId, collection, page, traits, accessible, pageNumber, pageSize, onPaging }: FileListProps) {
  const [toDelete, setToDelete] = useState<CollectionFile | null>(null);
  const remove = useDeleteFile(collectionId);
  const offset = (pageNumber - 1) * pageSize;
  const visible = (page?.files ?? []).slice(0, Math.max(0, accessible - offset));
  const byFile = groupByFile(page?.assignments ?? []);

  const confirmDelete = () => {
    const file = toDelete;
    setToDelete(null);
    if (file) remove.mutate(file.file_name);
  };

  return (
    <section aria-label="Files" className="space-y-3 rounded-lg bg-white p-4 shadow dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Files</h2>
      {page && accessible === 0 && <p>No files uploaded yet.</p>}
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {visible.map((file, i) => (
          <FileRow
            key={file.id}
            collectionId={collectionId}
            collection={collection}
            file={file}
            number={offset + i + 1}
            traits={traits}
            assigned={byFile.get(file.id) ?? []}
            onDelete={() => setToDelete(file)}
          />
        ))}
      </ul>
      <Pagination
        page={pageNumber}
        pageSize={pageSize}
        total={accessible}
        onPageChange={(p) => onPaging(p, pageSize)}
        onPageSizeChange={(size) => onPaging(1, size)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete file"
        message={`Are you sure you want to delete "${toDelete?.file_name ?? ''}"?`}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
