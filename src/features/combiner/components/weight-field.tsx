import { useId, useState } from 'react';
import { parseWeight, WEIGHT_INVALID } from '../parse-weight';

interface WeightFieldProps {
  label: string;
  weight: number;
  share: string;
  onWeight(weight: number): void;
  disabled?: boolean;
}

/**
 * A non-negative weight with the share it gives. While the field is in use it shows the text as typed
 * ("0.0" on the way to "0.05" stays "0.0"); each keystroke that reads as a weight is stored, anything
 * else is shown with a message and never stored. Leaving the field shows the stored weight again.
 */
export function WeightField({ label, weight, share, onWeight, disabled }: WeightFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const messageId = useId();
  // A weight changed elsewhere (a weight table, the nearest counts) replaces a draft that reads otherwise.
  const shown = draft !== null && (parseWeight(draft) ?? weight) === weight ? draft : null;
  const invalid = shown !== null && parseWeight(shown) === null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        disabled={disabled}
        className="w-16 rounded border border-gray-300 bg-white px-1 py-0.5 text-right aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900"
        value={shown ?? String(weight)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const value = parseWeight(text);
          if (value !== null && value !== weight) onWeight(value);
        }}
        onBlur={() => setDraft(null)}
      />
      <span className="w-14 text-gray-600 tabular-nums dark:text-gray-400" data-testid="weight-share">
        {share}
      </span>
      {invalid && (
        <span id={messageId} role="alert" className="text-red-700 dark:text-red-400">
          {WEIGHT_INVALID}
        </span>
      )}
    </span>
  );
}
