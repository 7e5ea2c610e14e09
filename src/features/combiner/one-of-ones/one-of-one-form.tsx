import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notification-store';
import type { OneOfOneAttribute } from '@core/protocol';
import { isTraitType, TRAIT_TYPE_LABELS, TRAIT_TYPES } from '@core/metadata/trait-types';
import { addOneOfOne } from './one-of-one-store';

const FIELD = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';
const blank = (): OneOfOneAttribute => ({ trait_type: '', value: '' });

/** "Add one-of-one": an image, its own name and its attributes as trait type / value pairs, each with a
 * type (text, or a number OpenSea shows as one) for a trait no layer has. */
export function OneOfOneForm({ disabled }: { disabled: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [attributes, setAttributes] = useState<OneOfOneAttribute[]>([blank()]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const edit = (i: number, change: Partial<OneOfOneAttribute>) =>
    setAttributes((list) => list.map((a, j) => (j === i ? { ...a, ...change } : a)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const problem = await addOneOfOne({ file, name, attributes });
    setBusy(false);
    setError(problem);
    if (problem) return;
    notify('success', `Added the one-of-one "${name.trim()}".`);
    setFile(null);
    setName('');
    setAttributes([blank()]);
    if (input.current) input.current.value = '';
  };
  return (
    <form aria-label="Add one-of-one" className="space-y-2" onSubmit={(e) => void submit(e)}>
      <label className="block text-sm">
        <span className="mb-1 block">One-of-one image</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="text-sm"
          disabled={disabled}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block">One-of-one name</span>
        <input className={FIELD} disabled={disabled} value={name} placeholder="e.g., The King" onChange={(e) => setName(e.target.value)} />
      </label>
      <fieldset className="space-y-1">
        <legend className="text-sm">Attributes</legend>
        <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_auto_auto] gap-1 text-xs text-gray-600 dark:text-gray-400">
          <span>Trait type</span>
          <span>Value</span>
          <span>Type</span>
          <span className="w-12" />
        </div>
        {attributes.map((a, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto_auto] gap-1">
            <input
              aria-label={`Trait type ${i + 1}`}
              placeholder="trait_type"
              className={FIELD}
              disabled={disabled}
              value={a.trait_type}
              onChange={(e) => edit(i, { trait_type: e.target.value })}
            />
            <input
              aria-label={`Value ${i + 1}`}
              placeholder="value"
              className={FIELD}
              disabled={disabled}
              value={a.value}
              onChange={(e) => edit(i, { value: e.target.value })}
            />
            <select
              aria-label={`Type of attribute ${i + 1}`}
              title="A number type is written as one for ERC-721 / OpenSea, for a trait no layer has"
              className={`${FIELD} w-auto`}
              disabled={disabled}
              value={a.traitType ?? 'text'}
              onChange={(e) => isTraitType(e.target.value) && edit(i, { traitType: e.target.value })}
            >
              {TRAIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TRAIT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label={`Remove attribute ${i + 1}`}
              className="px-1 text-xs text-red-700 underline dark:text-red-400"
              disabled={disabled}
              onClick={() => setAttributes((list) => (list.length > 1 ? list.filter((_, j) => j !== i) : [blank()]))}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="text-xs text-violet-700 underline dark:text-violet-300"
          disabled={disabled}
          onClick={() => setAttributes((list) => [...list, blank()])}
        >
          Add attribute
        </button>
      </fieldset>
      {error && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" className="w-full py-1" disabled={disabled || busy}>
        {busy ? 'Adding...' : 'Add one-of-one'}
      </Button>
    </form>
  );
}
