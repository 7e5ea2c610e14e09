import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { updateUris, type UpdateOutcome } from './update-uris';

const inputClass = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900';

/** After pinning the images: point every metadata file's `image` at them, nothing else changed. */
export function UpdateUrisTool() {
  const [base, setBase] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<UpdateOutcome | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(await updateUris(files, base));
    setBusy(false);
  };
  return (
    <section aria-label="Update image URIs" className="space-y-2 border-t border-gray-200 pt-3 dark:border-gray-700">
      <h4 className="font-medium">Update image URIs</h4>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        After uploading the images: give their CID or base URI and an exported metadata folder or zip; you get the same files back with only
        image rewritten.
      </p>
      <label className="block text-sm">
        <span className="mb-1 block">Images CID or base URI</span>
        <input className={inputClass} placeholder="ipfs://..." value={base} onChange={(e) => setBase(e.target.value)} />
      </label>
      <div className="flex flex-wrap gap-4 text-sm">
        <label>
          <span className="mb-1 block">Metadata zip</span>
          <input type="file" accept=".zip,application/zip" onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </label>
        <label>
          <span className="mb-1 block">Metadata folder</span>
          <input type="file" multiple {...{ webkitdirectory: '' }} onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </label>
      </div>
      <Button variant="secondary" disabled={busy} onClick={() => void run()}>
        {busy ? 'Updating...' : 'Update image URIs'}
      </Button>
      <OutcomeMessage outcome={outcome} label="Update image URIs result" />
    </section>
  );
}
