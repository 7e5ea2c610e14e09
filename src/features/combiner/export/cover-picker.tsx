import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { coverPath, type CoverImage } from '@core/export/targets/cover';
import { sniffImage } from '@shared/image-sniff';
import { NOT_AN_IMAGE_REASON } from '@contract/files';
import { setExport, useExportStore } from './export-store';

/** A chosen file as a cover: judged by its bytes (PNG, JPEG, GIF or WebP), or why it cannot be one. */
async function coverOf(file: File): Promise<CoverImage | string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) return `${file.name}: ${NOT_AN_IMAGE_REASON}`;
  return { name: file.name, type: sniffed.image.type, extension: sniffed.image.extension, bytes };
}

/** The collection's cover image for the export: where the chosen target writes it, or why a file was refused. */
export function CoverPicker() {
  const { cover, target, busy } = useExportStore();
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const chosen = await coverOf(file);
    setRefusal(typeof chosen === 'string' ? chosen : null);
    if (typeof chosen !== 'string') setExport({ cover: chosen });
  };
  return (
    <div className="space-y-1 text-sm">
      <label className="block">
        <span className="mb-1 block">Collection cover image (optional)</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={busy !== null}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {cover && (
        <p className="flex flex-wrap items-center gap-2">
          <span aria-label="Cover image">{`${cover.name}, written as ${coverPath(target, cover)}`}</span>
          <Button variant="secondary" disabled={busy !== null} onClick={() => setExport({ cover: null })}>
            Remove cover
          </Button>
        </p>
      )}
      <FormAlert>{refusal}</FormAlert>
    </div>
  );
}
