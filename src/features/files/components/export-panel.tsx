import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/notification-store';
import { exportMetadataZip } from '../api/metadata-export';
import { saveFile } from '../utils/save-file';

interface ExportPanelProps {
  collectionId: string;
  collection: { name: string; description: string };
  accessible: number;
}

export function ExportPanel({ collectionId, collection, accessible }: ExportPanelProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { zip, name } = await exportMetadataZip(collectionId, collection, accessible);
      saveFile(zip as Uint8Array<ArrayBuffer>, name, 'application/zip');
    } catch {
      notify('error', 'Error generating metadata files');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Export" className="space-y-3 rounded-lg bg-white p-4 shadow dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Done working on your collection?</h2>
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download All Metadata JSON files'}
      </Button>
    </section>
  );
}
