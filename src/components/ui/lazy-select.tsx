// A select of many options that costs one or two while it is closed and untouched: it holds only the
// option it shows and, hidden, the longest, which sizes it as the whole list would (by its characters, near
// enough), so it looks the same closed and nothing jumps when the rest comes. Focus, a press or a key comes
// before the browser opens or steps a select: its options are all there by then.
import { useState } from 'react';

export interface LazyOption {
  value: string;
  text: string;
}

type ShownOption = LazyOption & { hidden?: boolean };

/** What a closed select needs: the option it shows (the chosen one, or the first where the browser falls
 * back to it) and the longest, hidden. */
function closedOptions(all: readonly LazyOption[], value: string): ShownOption[] {
  const shown = all.find((o) => o.value === value) ?? all[0];
  if (!shown) return [];
  const longest = all.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  return longest === shown ? [shown] : [shown, { ...longest, hidden: true }];
}

interface LazySelectProps {
  value: string;
  options: readonly LazyOption[];
  /** Every option now (the select is near the screen, or the list is short enough to cost nothing, which
   * also lets a script pick from it unfocused); else only once it is used. */
  listed: boolean;
  onValue(value: string): void;
  label?: string;
  className?: string;
  disabled?: boolean;
}

export function LazySelect({ value, options, listed, onValue, label, className, disabled }: LazySelectProps) {
  const [used, setUsed] = useState(false);
  const use = () => setUsed(true);
  const shown: readonly ShownOption[] = listed || used ? options : closedOptions(options, value);
  return (
    <select
      aria-label={label}
      className={className}
      disabled={disabled}
      value={value}
      onFocus={use}
      onPointerDown={use}
      onKeyDown={use}
      onBlur={() => setUsed(false)}
      onChange={(e) => onValue(e.target.value)}
    >
      {shown.map((o) => (
        <option key={o.value} value={o.value} hidden={o.hidden}>
          {o.text}
        </option>
      ))}
    </select>
  );
}
