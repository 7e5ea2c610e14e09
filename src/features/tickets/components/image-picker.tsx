import { useId } from 'react';
import { TICKET_IMAGE_HINT_MB, TICKET_MAX_IMAGES } from '@/config/constants';
import { MAX_IMAGES_MESSAGE } from '@contract/tickets';

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  onError: (message: string | null) => void;
}

/** Up to five images; the size hint is advice only, the server enforces it. */
export function ImagePicker({ files, onChange, onError }: ImagePickerProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Images
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const picked = [...files, ...(e.target.files ?? [])];
          e.target.value = '';
          if (picked.length > TICKET_MAX_IMAGES) return onError(MAX_IMAGES_MESSAGE);
          onError(null);
          onChange(picked);
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-violet-700 file:px-3 file:py-1.5 file:text-white"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        JPG, PNG, GIF, max {TICKET_IMAGE_HINT_MB}MB each
      </p>
      {files.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2">
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="px-2 text-red-700 dark:text-red-400"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
