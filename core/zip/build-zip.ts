// Zip building, shared by every export: STORE for images, DEFLATE where it pays (the renamer's level 9).
import JSZip from 'jszip';
import type { ZipEntry, ZipOptions } from '../protocol.ts';
import { FIXED_ZIP_DATE } from './zip-records.ts';

export async function buildZip(entries: ZipEntry[], { level }: ZipOptions): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, entry.data, { binary: true, createFolders: false, date: FIXED_ZIP_DATE });
  return zip.generateAsync(
    level > 0
      ? { type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level } }
      : { type: 'uint8array', compression: 'STORE' },
  );
}
