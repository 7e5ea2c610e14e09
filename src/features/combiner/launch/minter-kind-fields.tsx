// The minter to create: the vending minter (the packed tokens, numbered) or, for a one-image set on a
// chain whose profile names an open-edition factory, an open edition (that image minted by anyone until
// an end time or an edition size).
import { TextField } from '@/components/ui/form-field';
import type { CreateForm, MinterKind } from './create-on-chain';

const KINDS: readonly [MinterKind, string][] = [
  ['vending', 'Vending minter (the numbered tokens)'],
  ['open-edition', 'Open edition (one image, minted by anyone)'],
];

interface MinterKindProps {
  form: CreateForm;
  disabled: boolean;
  /** An open edition is offered: one image packed, and the chain has the factory. */
  openEdition: boolean;
  onChange(form: CreateForm): void;
}

export function MinterKindFields({ form, disabled, openEdition, onChange }: MinterKindProps) {
  if (!openEdition) return null;
  const set = (key: 'endTime' | 'editionSize') => ({
    value: form[key],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [key]: e.target.value }),
  });
  return (
    <>
      <fieldset className="flex flex-wrap gap-4 text-sm" disabled={disabled}>
        <legend className="mb-1 font-medium">Minter</legend>
        {KINDS.map(([kind, label]) => (
          <label key={kind} className="flex items-center gap-2">
            <input type="radio" name="minter-kind" checked={form.kind === kind} onChange={() => onChange({ ...form, kind })} />
            {label}
          </label>
        ))}
      </fieldset>
      {form.kind === 'open-edition' && (
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField label="Mint end (optional)" type="datetime-local" {...set('endTime')} />
          <TextField label="Edition size (optional)" inputMode="numeric" hint="An end time, a size, or both" {...set('editionSize')} />
        </div>
      )}
    </>
  );
}
