import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notification-store';
import { exportMetadataZip } from '../api/metadata-export';
import { downloadBytes } from '@/lib/download';
import { setImagesBaseUri, useMetadataOptions } from '../stores/metadata-options';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { notReadyText, readyText } from '@core/export/targets/check-target';
import { type TargetCheck } from '@core/protocol';
import { TextField } from '@/components/ui/form-field';

interface ExportPanelProps {
  collectionId: string;
  collection: { name: string; description: string };
  accessible: number;
}

export function ExportPanel({ collectionId, collection, accessible }: ExportPanelProps) {
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<TargetCheck | null>(null);
  const baseUri = useMetadataOptions((s) => s.baseUri);
  const download = async (renumber = false) => {
    setBusy(true);
    try {
      const { zip, name, check } = await exportMetadataZip(collectionId, collection, accessible, baseUri, renumber);
      downloadBytes(zip as Uint8Array<ArrayBuffer>, name, 'application/zip');
      setCheck(check);
    } catch {
      notify('error', 'Error generating metadata files');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Export" className="space-y-3 rounded-lg bg-white p-4 shadow dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Done working on your collection?</h2>
      <TextField
        label="Images base URI (optional)"
        placeholder="ipfs://... (adds image to every JSON)"
        value={baseUri}
        onChange={(e) => setImagesBaseUri(e.target.value)}
      />
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download All Metadata JSON files'}
      </Button>
      <OutcomeMessage
        label="Metadata check"
        outcome={
          check && {
            ok: !check.problems.length,
            text: check.problems.length ? notReadyText(check.problems.length) : readyText(check.images, check.metadata),
            problems: check.problems,
          }
        }
      />
      {check && check.problems.length > 0 && (
        <Button variant="secondary" onClick={() => void download(true)} disabled={busy}>
          Renumber without gaps (1 to {check.metadata})
        </Button>
      )}
    </section>
  );
}
