// One page of the ordered list is in the DOM at a time; rows only get the entries of that page.
import { useCallback, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination, pageCount } from '@/components/ui/pagination';
import { notify } from '@/components/ui/notification-store';
import { SortableList } from '@/components/ui/sortable-list';
import { useRenamerFiles, type RenamerEntry } from '../stores/renamer-files-store';
import { useRenaming } from '../stores/rename-run-store';
import { FileRow } from './file-row';

export interface Paging {
  page: number;
  pageSize: number;
}

export function FileList({ page, pageSize, onPaging }: Paging & { onPaging(paging: Paging): void }) {
  const total = useRenamerFiles((s) => s.entries.length);
  const current = Math.min(page, pageCount(total, pageSize));
  const start = (current - 1) * pageSize;
  const entries = useRenamerFiles(useShallow((s) => s.entries.slice(start, start + pageSize)));
  const busy = useRenaming();
  const [pendingDelete, setPendingDelete] = useState<RenamerEntry | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const move = useCallback((from: number, to: number) => {
    useRenamerFiles.getState().move(from, to);
  }, []);

  if (!total) return null;
  return (
    <section aria-label="Files to rename" className="mt-6">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-lg font-semibold">Files ({total})</h2>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirmClear(true)}>
          Clear all files
        </Button>
      </div>
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">
        Drag files, or use the arrows, to set their order: it is their new numbering.
      </p>
      <SortableList
        ids={entries.map((e) => e.id)}
        onMove={(from, to) => move(start + from, start + to)}
        itemName={(id) => entries.find((e) => e.id === id)?.file.name ?? ''}
        firstPosition={start + 1}
        total={total}
      >
        <ol className="rounded border dark:border-gray-700">
          {entries.map((entry, i) => (
            <FileRow
              key={entry.id}
              entry={entry}
              index={start + i}
              isLast={start + i === total - 1}
              disabled={busy}
              onMove={move}
              onRemove={setPendingDelete}
            />
          ))}
        </ol>
      </SortableList>
      <div className="mt-3">
        <Pagination
          page={current}
          pageSize={pageSize}
          total={total}
          onPageChange={(next) => onPaging({ page: next, pageSize })}
          onPageSizeChange={(size) => onPaging({ page: 1, pageSize: size })}
        />
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        message={`Are you sure you want to delete "${pendingDelete?.file.name ?? ''}"?`}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) useRenamerFiles.getState().remove(pendingDelete.id);
          setPendingDelete(null);
          notify('success', 'File successfully deleted');
        }}
      />
      <ConfirmDialog
        open={confirmClear}
        message={`Are you sure you want to clear all ${total} files?`}
        confirmLabel="Clear all"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          useRenamerFiles.getState().clear();
          setConfirmClear(false);
          notify('success', 'All files cleared successfully');
        }}
      />
    </section>
  );
}
