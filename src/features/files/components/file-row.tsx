import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/lib/session-store';
import { API_BASE } from '@/config/env';
import { PREVIEW_WIDTH_PX } from '@/config/constants';
import type { CollectionFile } from '@contract/files';
import type { Assignment, Trait } from '@contract/traits';
import { fileMetadata } from '../utils/metadata';
import { useMetadataOptions } from '../stores/metadata-options';
import { shortName } from '../utils/display';
import { downloadBytes } from '@/lib/download';
import { FileTraits } from './file-traits';

interface FileRowProps {
  collectionId: string;
  collection: { name: string; description: string };
  file: CollectionFile;
  number: number;
  traits: Trait[];
  assigned: Assignment[];
  onDelete: () => void;
}

export function FileRow({ collectionId, collection, file, number, traits, assigned, onDelete }: FileRowProps) {
  const address = useSessionStore((s) => s.starsAddress) ?? '';
  // A replaced file keeps its name but gets a new upload time: the version makes its address new, so
  // the browser's cached copy (served for an hour) of the old bytes is never shown for it.
  const version = Date.parse(file.creationDate);
  const src = `${API_BASE}/uploads/collections/${encodeURIComponent(address)}/${collectionId}/${encodeURIComponent(file.file_name)}?v=${version}`;
  const baseUri = useMetadataOptions((s) => s.baseUri);
  const downloadJson = () => {
    const { fileName, text } = fileMetadata(collection, { name: file.file_name, tokenName: file.tokenName }, number, assigned, baseUri);
    downloadBytes(text, fileName, 'application/json');
  };

  return (
    <li className="flex flex-wrap items-start gap-4 py-3" data-testid="file-row">
      <img src={src} alt={file.file_name} width={PREVIEW_WIDTH_PX} loading="lazy" className="rounded border bg-gray-100 dark:bg-gray-800" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-medium" title={file.file_name}>
          <span className="text-gray-500 dark:text-gray-400">#{number}</span> {shortName(file.file_name)}
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">Uploaded {new Date(file.creationDate).toLocaleString()}</p>
        <FileTraits collectionId={collectionId} file={file} traits={traits} assigned={assigned} />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={downloadJson} aria-label={`Download JSON of ${file.file_name}`}>
            Download JSON
          </Button>
          <Button variant="danger" onClick={onDelete} aria-label={`Delete ${file.file_name}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
