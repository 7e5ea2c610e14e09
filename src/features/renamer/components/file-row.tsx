import { memo } from 'react';
import { useSortableItem } from '@/components/ui/use-sortable-item';
import type { RenamerEntry } from '../stores/renamer-files-store';
import { FileName } from './file-name';

interface FileRowProps {
  entry: RenamerEntry;
  /** 0-based position in the whole list: the file becomes number index + 1. */
  index: number;
  isLast: boolean;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onRemove(entry: RenamerEntry): void;
}

const iconButton = 'rounded px-2 py-1 text-sm hover:bg-gray-100 disabled:opacity-40 dark:hover:bg-gray-800';

export const FileRow = memo(function FileRow({ entry, index, isLast, disabled, onMove, onRemove }: FileRowProps) {
  const { itemProps, isDragging } = useSortableItem(entry.id, disabled);
  const { name } = entry.file;
  return (
    <li
      {...itemProps}
      data-testid="renamer-file"
      className={`flex items-center gap-3 border-b px-3 py-2 dark:border-gray-700 ${disabled ? '' : 'cursor-move'} ${isDragging ? 'bg-violet-50 shadow dark:bg-violet-950' : ''}`}
    >
      <span className="w-12 shrink-0 text-right font-mono text-sm text-gray-500 dark:text-gray-400" aria-label={`Number ${index + 1}`}>
        {index + 1}
      </span>
      <FileName file={entry.file} />
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} down`}
        disabled={disabled || isLast}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 dark:text-red-400`}
        aria-label={`Remove ${name}`}
        disabled={disabled}
        onClick={() => onRemove(entry)}
      >
        ✕
      </button>
    </li>
  );
});
