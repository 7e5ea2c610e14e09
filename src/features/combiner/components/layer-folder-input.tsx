// A layer's folder picker: the images of a folder as values, and a folder of numbered frames (picked
// itself, or inside the picked one) as one animated value (import/layer-drop.ts).
import { useId } from 'react';

export function LayerFolderInput({ number, disabled, onFiles }: { number: number; disabled: boolean; onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        className="sr-only"
        disabled={disabled}
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`mt-2 ml-2 inline-block cursor-pointer rounded border border-violet-700 px-4 py-2 text-sm font-medium text-violet-700 hover:bg-violet-50 dark:border-violet-400 dark:text-violet-300 dark:hover:bg-violet-950 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        Browse a folder for layer {number}
      </label>
    </>
  );
}
