// A CAR to Pinata by its resumable path, as its SDK sends files (PinataCloud/pinata,
// src/core/functions/uploads/file.ts): POST `<uploadUrl>/files` with `Upload-Length` and
// `Upload-Metadata` (base64 `filename`, `filetype`, `network public`, `car true`) answers `Location`;
// PATCH parts at `Upload-Offset` (`application/offset+octet-stream`); the last part's 204 carries the
// root in `upload-cid`. The resumable path is taken for every size (the SDK takes it past 90 MB) since
// only it resumes: after a dropped connection or a reload, HEAD on the upload's URL answers the offset
// the service holds (TUS 1.0.0, tus.io/protocols/resumable-upload), and sending goes on from there, so
// no byte is sent twice beyond the part that was in flight. With an upload URL signed by the site's
// account (`createUrl`), the upload is created there and no key is sent at all.
import { PIN_PART_RETRIES, PIN_RETRY_MAX_MS } from '@/config/constants';

export interface PinataUpload {
  endpoint: string;
  /** The artist's JWT, or null for an upload created at a signed URL. */
  key: string | null;
  /** Where the upload is created: `<endpoint>/files`, or a signed upload URL. */
  createUrl?: string;
  partBytes: number;
  /** The upload's URL from an earlier attempt (kept across reloads), or null for a new upload. */
  resumeUrl: string | null;
  signal: AbortSignal;
  onUploadUrl(url: string): void;
  onProgress(sent: number): void;
}

const auth = (key: string | null): Record<string, string> => (key ? { Authorization: `Bearer ${key}` } : {});
const b64 = (text: string) => btoa(text);

async function refused(response: Response, what: string): Promise<never> {
  const why = response.status === 401 || response.status === 403 ? 'the key was refused' : (await response.text()).slice(0, 200);
  throw new Error(`Pinata refused the ${what} (HTTP ${response.status}): ${why}`);
}

async function create(file: Blob, name: string, up: PinataUpload): Promise<string> {
  const metadata = `filename ${b64(name)},filetype ${b64('application/vnd.ipld.car')},network ${b64('public')},car ${b64('true')}`;
  const response = await fetch(up.createUrl ?? `${up.endpoint}/files`, {
    method: 'POST',
    headers: { ...auth(up.key), 'Upload-Length': String(file.size), 'Upload-Metadata': metadata },
    signal: up.signal,
  });
  const url = response.headers.get('Location');
  if (!response.ok || !url) return refused(response, 'upload');
  up.onUploadUrl(url);
  return url;
}

async function offsetAt(url: string, up: PinataUpload): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', headers: auth(up.key), signal: up.signal });
  if (!response.ok) return refused(response, 'resumed upload');
  return Number(response.headers.get('Upload-Offset') ?? 0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends what the service lacks of `file`; resolves with the root the service reports. */
export async function pinataUploadCar(file: Blob, name: string, up: PinataUpload): Promise<string> {
  const url = up.resumeUrl ?? (await create(file, name, up));
  let offset = up.resumeUrl ? await offsetAt(url, up) : 0;
  up.onProgress(offset);
  let failures = 0;
  for (;;) {
    const part = file.slice(offset, offset + up.partBytes);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'PATCH',
        headers: { ...auth(up.key), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
        body: part,
        signal: up.signal,
      });
    } catch (error) {
      if (up.signal.aborted || ++failures > PIN_PART_RETRIES) throw error;
      await pause(Math.min(1000 * 2 ** (failures - 1), PIN_RETRY_MAX_MS));
      offset = await offsetAt(url, up);
      continue;
    }
    if (!response.ok) return refused(response, 'part');
    failures = 0;
    offset = Number(response.headers.get('Upload-Offset') ?? offset + part.size);
    up.onProgress(offset);
    if (offset >= file.size) {
      const root = response.headers.get('upload-cid');
      if (!root) throw new Error('Pinata did not report a root for the CAR');
      return root;
    }
  }
}
