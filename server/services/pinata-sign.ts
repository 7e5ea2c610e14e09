// An upload URL signed by Pinata with the deployment's key, as its SDK asks for one (PinataCloud/pinata,
// src/core/functions/uploads/createSignedUploadURL.ts): POST `<uploadUrl>/files/sign` with the JWT and
// `{date, expires, filename, network, max_file_size}`, answering `{data: <url>}`. The key never leaves
// this process: not in an answer, not in a log line, not in an error.
import { HttpError, notFound } from '../http-error.ts';
import type { AppDeps } from '../deps.ts';
import { takeRateSlots } from './rate-limit.ts';
import { SIGNED_UPLOAD_TTL_S, SIGNED_UPLOADS_PER_HOUR, type PinataUploadUrl, type PinataUploadUrlRequest } from '../contract/launch.ts';

export interface PinataAccount {
  jwt: string;
  uploadUrl: string;
}

/** How long Pinata may take to sign before the artist is told to try again. */
const SIGN_TIMEOUT_MS = 10_000;

const unavailable = (why: string) => new HttpError(502, `Pinata did not sign the upload (${why}); try again in a moment`);

export async function signedPinataUpload(
  account: PinataAccount,
  file: { name: string; bytes: number },
  now: Date,
): Promise<PinataUploadUrl> {
  let response: Response;
  try {
    response = await fetch(`${account.uploadUrl}/files/sign`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        date: Math.floor(now.getTime() / 1000),
        expires: SIGNED_UPLOAD_TTL_S,
        filename: file.name,
        network: 'public',
        max_file_size: file.bytes,
      }),
      signal: AbortSignal.timeout(SIGN_TIMEOUT_MS),
    });
  } catch {
    throw unavailable('no answer');
  }
  if (response.status === 401 || response.status === 403) throw unavailable("this site's Pinata key was refused");
  if (!response.ok) throw unavailable(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if (typeof body?.data !== 'string' || !URL.canParse(body.data)) throw unavailable('no URL in its answer');
  return { url: body.data, expiresInS: SIGNED_UPLOAD_TTL_S };
}

const HOUR_MS = 3_600_000;

/** A signed upload URL for one of the signed-in user's CARs, within their hourly allowance. */
export async function pinataUploadFor(deps: AppDeps, address: string, request: PinataUploadUrlRequest): Promise<PinataUploadUrl> {
  const account = deps.config.pinata;
  if (!account) throw notFound('This site offers no Pinata account: type your own Pinata key');
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    takeRateSlots(
      tx,
      [
        {
          bucket: `pinata-sign:${address}`,
          windowMs: HOUR_MS,
          max: SIGNED_UPLOADS_PER_HOUR,
          message: (when) => `Too many uploads asked for this hour; try again ${when}`,
        },
      ],
      now,
    ),
  );
  return signedPinataUpload(account, { name: `${request.car}.car`, bytes: request.bytes }, now);
}
