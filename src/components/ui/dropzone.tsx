// Browse or drag-and-drop files; `accept` filters the picker, the caller validates what arrives.
import { useId, useRef, useState, type ReactNode } from 'react';

interface DropzoneProps {
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  buttonLabel: string;
  /** Takes the drop's whole transfer instead of its files: a dropped folder comes only as an item's entry
   * (read before the handler returns: the transfer empties after it). */
  onDropTransfer?: (transfer: DataTransfer) => void;
  /** Controls after the browse button. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function Dropzone({ onFiles, accept, multiple = true, disabled, buttonLabel, onDropTransfer, actions, children }: DropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (disabled) return;
        if (onDropTransfer) onDropTransfer(e.dataTransfer);
        else onFiles([...e.dataTransfer.files]);
      }}
      className={`rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-violet-600 bg-violet-50 dark:bg-violet-950' : 'border-gray-300 dark:border-gray-600'}`}
    >
      {children}
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`mt-2 inline-block cursor-pointer rounded bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        {buttonLabel}
      </label>
      {actions}
    </div>
  );
}
