// One uploaded file on its way in: its first bytes decide whether it is an image (and of what size),
// then the rest streams into storage under a key no row names yet. A refused file is read to its end
// and dropped, and leaves nothing stored.
import { randomBytes } from 'node:crypto';
import type { Storage } from './storage.ts';
import type { FilePart } from './multipart.ts';
import { sniffImage, type SniffedImage } from '../../shared/image-sniff.ts';
import { fileNameRefusal, safeFileName } from '../../shared/file-names.ts';
import { NOT_AN_IMAGE_REASON } from '../contract/files.ts';

export type StagedFile =
  | { ok: true; sent: string; name: string; key: string; image: SniffedImage; size: number }
  | { ok: false; sent: string; status: 400 | 409 | 413 | 415; reason: string };

/** Enough for every format's header; a JPEG's frame header may sit behind large metadata segments. */
const SNIFF_BYTES = 64 * 1024;
const JPEG_SNIFF_BYTES = 1024 * 1024;

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

async function drain(chunks: AsyncIterator<Uint8Array>): Promise<void> {
  while (!(await chunks.next()).done);
}

async function* prepend(head: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncIterable<Uint8Array> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

async function readHead(chunks: AsyncIterator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const isJpeg = () => parts[0]?.[0] === 0xff && parts[0]?.[1] === 0xd8;
  while (length < (isJpeg() ? JPEG_SNIFF_BYTES : SNIFF_BYTES)) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
    if (length >= 32 && !isJpeg() && sniffImage(Buffer.concat(parts)).ok) break;
    if (isJpeg() && sniffImage(Buffer.concat(parts)).ok) break;
  }
  return Buffer.concat(parts);
}

export async function stageFile(storage: Storage, part: FilePart, keyPrefix: string, maxFileBytes: number): Promise<StagedFile> {
  const sent = part.name;
  const chunks = part.stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const refuse = async (status: 400 | 413 | 415, reason: string): Promise<StagedFile> => {
    await drain(chunks);
    return { ok: false, sent, status, reason };
  };
  const head = await readHead(chunks);
  const sniffed = sniffImage(head);
  if (!sniffed.ok) {
    return refuse(
      415,
      sniffed.reason === 'too-large-dimensions'
        ? 'declares more pixels than an image may have (16384 per side, 100 million in all)'
        : NOT_AN_IMAGE_REASON,
    );
  }
  const nameRefusal = fileNameRefusal(sent);
  const name = safeFileName(sent, sniffed.image);
  if (nameRefusal || !name) return refuse(400, nameRefusal ?? 'invalid file name');
  const key = `${keyPrefix}/${randomBytes(8).toString('hex')}-${name}`;
  const size = await storage.putStream(key, prepend(head, chunks));
  if (part.stream.truncated) {
    await storage.delete(key);
    return { ok: false, sent, status: 413, reason: `larger than ${megabytes(maxFileBytes)}` };
  }
  return { ok: true, sent, name, key, image: sniffed.image, size };
}
