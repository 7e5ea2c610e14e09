// A CAR to Filebase through its S3 API, as its documentation gives it (docs.filebase.com, "Uploading
// CAR files" and "S3 API: multipart uploads"): the object is sent with the metadata `import: car`, so the
// bucket imports the CAR's blocks instead of storing one file, and the object then carries the root as
// `x-amz-meta-cid` (HeadObject's `Metadata.cid`). Every size goes multipart, since only multipart resumes:
// the upload id is kept across reloads, ListParts answers which parts the bucket holds, and only the
// others are sent, so no byte goes twice beyond the part that was in flight. The AWS SDK signs each
// request (SigV4) with the artist's key in this tab and retries a dropped part by itself.
import type { CompletedPart, S3Client } from '@aws-sdk/client-s3';
import { PIN_PART_RETRIES } from '@/config/constants';

export interface FilebaseKey {
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export interface FilebaseUpload {
  endpoint: string;
  key: FilebaseKey;
  partBytes: number;
  /** The multipart upload id of an earlier attempt (kept across reloads), or null for a new upload. */
  resumeId: string | null;
  signal: AbortSignal;
  onUploadId(id: string): void;
  onProgress(sent: number): void;
}

const sdk = () => import('@aws-sdk/client-s3');

async function client(up: FilebaseUpload): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    endpoint: up.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: up.key.accessKey, secretAccessKey: up.key.secretKey },
    maxAttempts: PIN_PART_RETRIES + 1,
    // Checksums only where S3 requires them: S3-compatible services do not all take the SDK's default CRC32.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The service's refusal in the artist's words: a refused key, a missing bucket, or what it said. */
function refused(error: unknown, what: string, bucket: string): Error {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  if (!status) return error instanceof Error ? error : new Error(String(error));
  const why =
    status === 401 || status === 403
      ? 'the key was refused'
      : e.name === 'NoSuchBucket'
        ? `there is no bucket named ${bucket}`
        : (e.message ?? e.name ?? '').slice(0, 200);
  return new Error(`Filebase refused the ${what} (HTTP ${status}): ${why}`);
}

async function heldParts(s3: S3Client, name: string, id: string, up: FilebaseUpload): Promise<CompletedPart[]> {
  const { ListPartsCommand } = await sdk();
  const parts: CompletedPart[] = [];
  let marker: string | undefined;
  do {
    const page = await s3.send(new ListPartsCommand({ Bucket: up.key.bucket, Key: name, UploadId: id, PartNumberMarker: marker }), {
      abortSignal: up.signal,
    });
    for (const p of page.Parts ?? []) parts.push({ PartNumber: p.PartNumber, ETag: p.ETag });
    marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
  } while (marker);
  return parts;
}

/** Sends the parts of `file` the bucket lacks, completes the upload, and resolves with the root it reports. */
export async function filebaseUploadCar(file: Blob, name: string, up: FilebaseUpload): Promise<string> {
  const { CreateMultipartUploadCommand, UploadPartCommand, CompleteMultipartUploadCommand, HeadObjectCommand } = await sdk();
  const s3 = await client(up);
  const { bucket } = up.key;
  const options = { abortSignal: up.signal };
  try {
    let id = up.resumeId;
    if (!id) {
      const created = await s3
        .send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: name, Metadata: { import: 'car' } }), options)
        .catch((e: unknown) => Promise.reject(refused(e, 'upload', bucket)));
      id = created.UploadId!;
      up.onUploadId(id);
    }
    const parts = up.resumeId
      ? await heldParts(s3, name, id, up).catch((e: unknown) => Promise.reject(refused(e, 'resumed upload', bucket)))
      : [];
    const count = Math.max(1, Math.ceil(file.size / up.partBytes));
    const sizeOf = (n: number) => Math.min(up.partBytes, file.size - (n - 1) * up.partBytes);
    const held = new Set(parts.map((p) => p.PartNumber!));
    let sent = 0;
    for (const n of held) sent += sizeOf(n);
    up.onProgress(sent);
    for (let n = 1; n <= count; n++) {
      if (held.has(n)) continue;
      const body = file.slice((n - 1) * up.partBytes, n * up.partBytes);
      const answer = await s3
        .send(new UploadPartCommand({ Bucket: bucket, Key: name, UploadId: id, PartNumber: n, Body: body }), options)
        .catch((e: unknown) => Promise.reject(refused(e, 'part', bucket)));
      parts.push({ PartNumber: n, ETag: answer.ETag });
      sent += body.size;
      up.onProgress(sent);
    }
    parts.sort((a, b) => a.PartNumber! - b.PartNumber!);
    await s3
      .send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: name, UploadId: id, MultipartUpload: { Parts: parts } }), options)
      .catch((e: unknown) => Promise.reject(refused(e, 'finished upload', bucket)));
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: name }), options);
    const root = head.Metadata?.cid;
    if (!root) throw new Error('Filebase did not report a root for the CAR');
    return root;
  } finally {
    s3.destroy();
  }
}
