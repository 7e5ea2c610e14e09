// Collection covers: judged by their bytes and stored under a server-chosen name (served by
// routes/collection-covers.ts with the type the bytes proved, to their owner only).
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound, tooLarge, unsupported } from '../http-error.ts';
import { findCoverType } from '../db/queries/collections.ts';
import { sniffImage } from '../../shared/image-sniff.ts';
import { COVER_MAX_BYTES, MESSAGES } from '../contract/collections.ts';

export interface CheckedCover {
  bytes: Uint8Array;
  type: string;
  extension: string;
}

/** The uploaded cover if it is a real image; nothing is stored yet. */
export async function checkCover(value: FormDataEntryValue | null, required: boolean): Promise<CheckedCover | null> {
  if (typeof value === 'string' && value !== '') throw unsupported(MESSAGES.coverNotImage);
  // A form without a chosen file sends an empty, nameless part.
  const file = value instanceof File && value.size > 0 ? value : null;
  if (!file) {
    if (required) throw badRequest(MESSAGES.coverRequired);
    return null;
  }
  if (file.size > COVER_MAX_BYTES) throw tooLarge(MESSAGES.coverTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw unsupported(MESSAGES.coverNotImage);
  return { bytes, type: sniffed.image.type, extension: sniffed.image.extension };
}

export async function storeCover(deps: AppDeps, owner: string, cover: CheckedCover): Promise<string> {
  const key = `covers/${owner}/${randomBytes(16).toString('hex')}.${cover.extension}`;
  await deps.storage.put(key, cover.bytes);
  return key;
}

/** The owner's stored cover with the type its bytes proved at upload; anyone else's is 404. */
export async function ownedCover(deps: AppDeps, key: string, owner: string): Promise<{ bytes: Uint8Array; type: string }> {
  const type = await findCoverType(deps.db, key, owner);
  const bytes = type ? await deps.storage.get(key) : null;
  if (!type || !bytes) throw notFound('Cover not found');
  return { bytes, type };
}
