import { useCallback } from 'react';
import { useLoadedObjectUrl } from '@/lib/use-object-url';
import type { OneOfOneSetting } from '@core/protocol';
import { TRAIT_TYPE_LABELS } from '@core/metadata/trait-types';
import { getImage } from '../stores/image-db';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { OneOfOneForm } from './one-of-one-form';
import { removeOneOfOne } from './one-of-one-store';

/** The working copy's URL while the row is shown. */
function useThumbnail(id: string): string | null {
  const load = useCallback(async () => (await getImage(id))?.preview, [id]);
  return useLoadedObjectUrl(load);
}

const attributesText = (item: OneOfOneSetting) =>
  item.attributes
    .map((a) => `${a.trait_type}: ${a.value}${a.traitType ? ` (${TRAIT_TYPE_LABELS[a.traitType].toLowerCase()})` : ''}`)
    .join(', ') || 'No attributes';

function OneOfOneRow({ item, disabled }: { item: OneOfOneSetting; disabled: boolean }) {
  const url = useThumbnail(item.id);
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="bg-checkerboard flex size-10 shrink-0 items-center justify-center overflow-hidden rounded">
        {url && <img src={url} alt={item.name} className="max-h-full max-w-full object-contain" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{item.name}</span>
        <span className="block truncate text-xs text-gray-600 dark:text-gray-400">{attributesText(item)}</span>
      </span>
      <button
        type="button"
        className="text-xs text-red-700 underline dark:text-red-400"
        aria-label={`Remove one-of-one ${item.name}`}
        disabled={disabled}
        onClick={() => void removeOneOfOne(item.id)}
      >
        Remove
      </button>
    </li>
  );
}

/** Hand-made tokens placed among the generated ones at seeded positions, counted in the collection size. */
export function OneOfOnesPanel({ disabled }: { disabled: boolean }) {
  const oneOfOnes = useGeneratorSettings((s) => s.oneOfOnes);
  return (
    <section aria-labelledby="one-of-ones-heading" className="space-y-2">
      <h3 id="one-of-ones-heading" className="font-semibold">
        One-of-ones
      </h3>
      {oneOfOnes.length === 0 ? (
        <p className="text-xs text-gray-600 dark:text-gray-400">None yet: add a hand-made image to place it among the generated tokens.</p>
      ) : (
        <ul aria-label="One-of-ones" className="space-y-1">
          {oneOfOnes.map((item) => (
            <OneOfOneRow key={item.id} item={item} disabled={disabled} />
          ))}
        </ul>
      )}
      <OneOfOneForm disabled={disabled} />
    </section>
  );
}
