import { memo, useState } from 'react';
import type { RenamerEntry } from '../stores/renamer-files-store';
import { FileName } from './file-name';

interface FileRowProps {
  entry: RenamerEntry;
  /** 0-based position in the whole list: the file becomes number index + 1. */
  index: number;
  isLast: boolean;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onDragFrom(index: number): void;
  onDropAt(index: number): void;
  onRemove(entry: RenamerEntry): void;
}

const iconButton = 'rounded px-2 py-1 text-sm hover:bg-gray-100 disabled:opacity-40 dark:hover:bg-gray-800';

export const FileRow = memo(function FileRow({ entry, index, isLast, disabled, onMove, onDragFrom, onDropAt, onRemove }: FileRowProps) {
  const [over, setOver] = useState(false);
  const { name } = entry.file;
  return (
    <li
      draggable={!disabled}
      data-testid="renamer-file"
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
        onDragFrom(index);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onDropAt(index);
      }}
      className={`flex items-center gap-3 border-b px-3 py-2 dark:border-gray-700 ${disabled ? '' : 'cursor-move'} ${over ? 'bg-violet-50 dark:bg-violet-950' : ''}`}
    >
      <span className="w-12 shrink-0 text-right font-mono text-sm text-gray-500" aria-label={`Number ${index + 1}`}>
        {index + 1}
      </span>
      <FileName file={entry.file} />
      <button type="button" className={iconButton} aria-label={`Move ${name} up`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
        ↑
      </button>
      <button type="button" className={iconButton} aria-label={`Move ${name} down`} disabled={disabled || isLast} onClick={() => onMove(index, index + 1)}>
        ↓
      </button>
      <button type="button" className={`${iconButton} text-red-700 dark:text-red-400`} aria-label={`Remove ${name}`} disabled={disabled} onClick={() => onRemove(entry)}>
        ✕
      </button>
    </li>
  );
});
