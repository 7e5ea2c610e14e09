import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { BorrowRecord } from '@contract/borrow';
import { useDeleteBorrow } from '../api/borrow-mutations';

export function BorrowTable({ records }: { records: BorrowRecord[] }) {
  const [pending, setPending] = useState<number | null>(null);
  const deleteBorrow = useDeleteBorrow();

  const confirm = () => {
    const id = pending;
    setPending(null);
    if (id !== null) deleteBorrow.mutate(id);
  };

  if (records.length === 0) return <p className="text-gray-600 dark:text-gray-300">No borrow records found.</p>;
  return (
    <>
      <DataTable caption="Borrow records" columns={['Borrowed to', 'Credits', 'Date', <span className="sr-only">Actions</span>]}>
        {records.map((record) => (
          <tr key={record.id} className="border-t border-gray-200 dark:border-gray-800">
            <td className="px-4 py-2 font-mono break-all">{record.address}</td>
            <td className="px-4 py-2">{record.credits}</td>
            <td className="px-4 py-2">{new Date(record.created_at).toLocaleString()}</td>
            <td className="px-4 py-2 text-right">
              <button
                type="button"
                aria-label={`Delete record for ${record.address}`}
                onClick={() => setPending(record.id)}
                className="rounded px-2 py-1 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={pending !== null}
        message="Are you sure you want to delete this record?"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
