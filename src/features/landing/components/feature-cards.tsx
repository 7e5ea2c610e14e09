import { useState } from 'react';

const FEATURES = [
  {
    title: 'File Batch Renamer',
    text: 'Drop in any number of files and download them renamed to sequential numbers, packed in zip batches, ready for minting.',
  },
  {
    title: 'Image Combiner',
    text: 'Stack trait layers and generate up to 10 000 unique images right in your browser, with matching metadata.',
  },
  {
    title: 'NFT Metadata Editor',
    text: 'Upload your collection, define traits and values, assign them file by file or in batches and export the JSON metadata.',
  },
];

/** One card open at a time; clicking the open one closes it. */
export function FeatureCards() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {FEATURES.map((f, i) => (
        <div key={f.title} className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
          <h3>
            <button
              type="button"
              aria-expanded={open === i}
              aria-controls={`feature-${i}`}
              onClick={() => setOpen(open === i ? null : i)}
              className="flex w-full items-center justify-between text-left text-lg font-semibold"
            >
              {f.title}
              <span aria-hidden="true">{open === i ? '−' : '+'}</span>
            </button>
          </h3>
          <p id={`feature-${i}`} hidden={open !== i} className="mt-3 text-gray-700 dark:text-gray-300">
            {f.text}
          </p>
        </div>
      ))}
    </div>
  );
}
