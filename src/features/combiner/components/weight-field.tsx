import { useState } from 'react';

interface WeightFieldProps {
  label: string;
  weight: number;
  share: string;
  onWeight(weight: number): void;
  disabled?: boolean;
}

/** A non-negative weight with the share it gives; a draft that is not a number is kept on screen, not stored. */
export function WeightField({ label, weight, share, onWeight, disabled }: WeightFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && !(Number(draft) >= 0 && draft.trim() !== '');
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <input
        type="number"
        min={0}
        step="any"
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="w-16 rounded border border-gray-300 bg-white px-1 py-0.5 text-right aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900"
        value={draft ?? String(weight)}
        onChange={(e) => {
          const text = e.target.value;
          const value = Number(text);
          if (text.trim() !== '' && Number.isFinite(value) && value >= 0) {
            onWeight(value);
            setDraft(null);
          } else setDraft(text);
        }}
        onBlur={() => setDraft(null)}
      />
      <span className="w-14 text-gray-600 tabular-nums dark:text-gray-400" data-testid="weight-share">
        {share}
      </span>
    </span>
  );
}
