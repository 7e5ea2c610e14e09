import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { randomSeed, useGeneratorSettings } from '../stores/generator-settings-store';
import { setSizeInputError, typedSize } from '../run/plan-state';
import { usePlan } from '../run/use-run';

const FIELD = 'w-full rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900';

/** Collection size (empty: the default), seed and order. */
export function GeneratorSettings({ disabled }: { disabled: boolean }) {
  const { size, seed, order, setSize, setSeed, setOrder } = useGeneratorSettings();
  const { size: planned, maxSize, sizeError: planSizeError, sizeInputError } = usePlan((plan) => plan);
  const sizeError = sizeInputError ?? planSizeError;
  const [draft, setDraft] = useState<string | null>(null);
  const typeSize = (text: string) => {
    const typed = typedSize(text, maxSize);
    setSizeInputError('error' in typed ? typed.error : null);
    if ('size' in typed) setSize(typed.size);
    setDraft(text);
  };
  return (
    <div className="space-y-3">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Collection size</span>
        <input
          inputMode="numeric"
          className={FIELD}
          disabled={disabled}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? 'collection-size-error' : undefined}
          value={draft ?? String(size ?? planned)}
          onChange={(e) => typeSize(e.target.value)}
          // While the field has the focus its text is the artist's: a default size planned meanwhile would
          // reset the value under the caret and the next key would be typed after it ("4" becoming "44").
          onFocus={() => setDraft((text) => text ?? String(size ?? planned))}
          // Text that is not a size stays in the field with its message until it is corrected.
          onBlur={() => sizeInputError === null && setDraft(null)}
        />
        {sizeError && (
          <span id="collection-size-error" role="alert" className="mt-1 block text-xs text-red-700 dark:text-red-400">
            {sizeError}
          </span>
        )}
        {(size !== null || sizeInputError !== null) && (
          <button
            type="button"
            className="mt-1 text-xs text-violet-700 underline dark:text-violet-300"
            onClick={() => (setSize(null), setDraft(null), setSizeInputError(null))}
          >
            Use the default size
          </button>
        )}
      </label>
      <div className="text-sm">
        <label htmlFor="generator-seed" className="mb-1 block font-medium">
          Seed
        </label>
        <div className="flex gap-2">
          <input id="generator-seed" className={FIELD} disabled={disabled} value={seed} onChange={(e) => setSeed(e.target.value)} />
          <Button variant="secondary" className="px-2 py-1 text-xs" disabled={disabled} onClick={() => setSeed(randomSeed())}>
            New seed
          </Button>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          disabled={disabled}
          checked={order === 'enumeration'}
          onChange={(e) => setOrder(e.target.checked ? 'enumeration' : 'shuffled')}
        />
        Keep enumeration order (tokens are shuffled otherwise)
      </label>
    </div>
  );
}
