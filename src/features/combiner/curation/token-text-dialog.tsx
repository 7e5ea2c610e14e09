// "Name and description" in the token table: the token's own texts for its metadata, logged as an edit.
// An empty field keeps the collection's (its name or description template).
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useFinishedRun } from '../run/finished-run';
import { setTokenText } from './token-texts';
import { tokenTexts } from '../metadata/token-texts';

const EMPTY_KEEPS = "Empty: the collection's";

function TokenTextDialog({ n, onClose }: { n: number; onClose(): void }) {
  const run = useFinishedRun();
  const own = tokenTexts(run?.edits)[n] ?? {};
  const [name, setName] = useState(own.name ?? '');
  const [description, setDescription] = useState(own.description ?? '');
  const save = async () => {
    await setTokenText(n, name.trim() || null, description.trim() || null);
    onClose();
  };
  return (
    <Dialog open light title={`Name and description of #${n}`} onClose={onClose}>
      <div className="space-y-2">
        <TextField label="Token name" hint={EMPTY_KEEPS} value={name} onChange={(e) => setName(e.target.value)} />
        <TextAreaField
          label="Token description"
          hint={EMPTY_KEEPS}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="flex gap-2">
          <Button onClick={() => void save()}>Save name and description</Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function TokenTextButton({ n }: { n: number }) {
  // The token the dialog is open for: a table row is reused for another token as the table scrolls.
  const [openFor, setOpenFor] = useState<number | null>(null);
  return (
    <>
      <Button variant="secondary" className="px-1 py-1 text-xs" aria-label={`Name and description of #${n}`} onClick={() => setOpenFor(n)}>
        Texts
      </Button>
      {openFor === n && <TokenTextDialog n={n} onClose={() => setOpenFor(null)} />}
    </>
  );
}
