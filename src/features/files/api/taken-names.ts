// Which chosen files would land on a name the collection already has. The stored name is the server's
// function of the sent name and the image type its bytes show (shared/file-names.ts); reading the same
// header here gives the same name, so a taken name is asked about before any of its bytes are sent.
import { NAME_SNIFF_BYTES } from '@/config/constants';
import { safeFileName } from '@shared/file-names';
import { sniffImage } from '@shared/image-sniff';
import { fetchAllFiles } from './files-page';

/** The name the server will store the file under, or null when only the server can tell (it then answers). */
export async function storedNameOf(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, NAME_SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffImage(head);
  return sniffed.ok ? safeFileName(file.name, sniffed.image) : null;
}

/** The files whose name is taken, the others, and the name each will be stored under (null: only the server can tell). */
export async function splitTaken(
  collectionId: string,
  files: File[],
): Promise<{ taken: File[]; free: File[]; storedNames: Array<string | null> }> {
  const [{ files: stored }, names] = await Promise.all([fetchAllFiles(collectionId), Promise.all(files.map(storedNameOf))]);
  const existing = new Set(stored.map((f) => f.file_name));
  const taken = new Set(files.filter((_, i) => names[i] !== null && existing.has(names[i]!)));
  return { taken: [...taken], free: files.filter((file) => !taken.has(file)), storedNames: names };
}
