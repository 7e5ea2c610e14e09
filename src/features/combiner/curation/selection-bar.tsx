// Above the grid while cards are ticked: which ones, and "Re-roll selected" with the same locks for all.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSelection } from '../stores/selection-store';
import { RerollDialog } from './reroll-dialog';

export function SelectionBar({ count }: { count: number }) {
  const tokens = useSelection((s) => s.tokens).filter((n) => n <= count);
  const clear = useSelection((s) => s.clear);
  const [open, setOpen] = useState(false);
  if (!tokens.length) return null;
  return (
    <div role="group" aria-label="Selection" className="mb-2 flex flex-wrap items-center gap-2 text-sm">
      <span>Selected: {tokens.map((n) => `#${n}`).join(', ')}</span>
      <Button className="py-1" onClick={() => setOpen(true)}>
        Re-roll selected
      </Button>
      <Button variant="secondary" className="py-1" onClick={clear}>
        Clear selection
      </Button>
      {open && <RerollDialog tokens={tokens} onApplied={clear} onClose={() => setOpen(false)} />}
    </div>
  );
}
