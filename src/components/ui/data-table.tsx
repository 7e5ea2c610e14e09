// The app's table: a scrolling frame, a caption for screen readers, column heads, then the body rows.
import type { ReactNode } from 'react';

export function DataTable({ caption, columns, children }: { caption: string; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100 dark:bg-gray-800">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className="px-4 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
