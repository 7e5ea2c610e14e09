import { useMemo } from 'react';
import { samePixels, type ResultIndex } from '../../../engine/result-index';
import { samePixelsText } from '../generation/result-order';

/** Tokens with different traits that render the same image (a fully transparent layer image, say). */
export function SamePixelsNote({ results }: { results: ResultIndex }) {
  const groups = useMemo(() => samePixels(results), [results]);
  if (!groups.length) return null;
  return (
    <div
      role="status"
      aria-label="Same pixels"
      className="mb-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="font-medium">Different tokens, same image: check for a transparent or identical layer image.</p>
      <ul className="list-disc pl-5">
        {groups.map((group) => (
          <li key={group[0]}>{samePixelsText(group)}</li>
        ))}
      </ul>
    </div>
  );
}
