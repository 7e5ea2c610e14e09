// The launch's pinning through the deployment's own Pinata account: the browser asks for an upload URL
// Pinata signed for one CAR (POST /api/launch/pinata-upload-url) and never sees the deployment's key.
// GET /api/launch/services says whether this deployment offers it.
import { z } from 'zod';

/** Pinata's upload API (PinataCloud/pinata, src/core/functions/uploads/file.ts: `uploads.pinata.cloud/v3`). */
export const PINATA_UPLOAD_URL = 'https://uploads.pinata.cloud/v3';
/** How long a signed URL may start an upload: the browser uses it at once; the upload then goes on at
 * the address Pinata answers, however long it takes. */
export const SIGNED_UPLOAD_TTL_S = 300;
/** The largest CAR a signed URL admits (10 000 images at 1000 px pack to about 2 GB). */
export const SIGNED_UPLOAD_MAX_BYTES = 50 * 1024 ** 3;
/** Signed URLs per user and hour: two per launch, with room for retries. */
export const SIGNED_UPLOADS_PER_HOUR = 30;

export const launchServicesSchema = z.object({ pinataSignedUploads: z.boolean() });
export type LaunchServices = z.infer<typeof launchServicesSchema>;

export const pinataUploadUrlRequestSchema = z.object({
  car: z.enum(['images', 'metadata']),
  bytes: z.number().int().min(1).max(SIGNED_UPLOAD_MAX_BYTES),
});
export type PinataUploadUrlRequest = z.infer<typeof pinataUploadUrlRequestSchema>;

export const pinataUploadUrlSchema = z.object({ url: z.string().url(), expiresInS: z.number().int() });
export type PinataUploadUrl = z.infer<typeof pinataUploadUrlSchema>;
