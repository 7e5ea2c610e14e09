// Uploads in an S3-compatible object store (AWS S3, R2, MinIO, ...), selected by
// STORAGE_URL=s3://bucket?endpoint=https://host:port&region=...; credentials come from the usual AWS
// variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). Several app processes on several machines
// share one bucket. Big files go up as multipart uploads, a few parts at a time, never whole in memory.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, counted, type Storage } from './storage.ts';

/** 8 MB parts, two in flight: an upload holds at most ~16 MB whatever the file's size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const DELETE_BATCH = 1000;

export interface S3Location {
  bucket: string;
  client: S3ClientConfig;
}

export function parseStorageUrl(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname) throw new Error('STORAGE_URL must look like s3://bucket?endpoint=...');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: parsed.hostname,
    client: {
      region: parsed.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
      endpoint,
      // Self-hosted stores (MinIO, ...) answer on one host name, not one per bucket.
      forcePathStyle: parsed.searchParams.get('forcePathStyle') !== 'false' && !!endpoint,
    },
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(s3: S3Client, Bucket: string): Storage {
  const keyOf = (key: string) => (assertSafeKey(key), key);

  async function list(prefix: string, modifiedBefore?: Date): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix ? `${keyOf(prefix)}/` : undefined, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        if (modifiedBefore && object.LastModified && object.LastModified >= modifiedBefore) continue;
        keys.push(object.Key);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    async put(key, bytes) {
      await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes }));
    },
    async putStream(key, body) {
      const counter = { bytes: 0 };
      // A failed multipart upload is aborted (its parts removed); the object appears only when complete.
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: keyOf(key), Body: Readable.from(counted(body, counter)) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
      return counter.bytes;
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!object.Body) return null;
        return { stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async deletePrefix(prefix) {
      const keys = await list(prefix);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    list: (prefix, options = {}) => list(prefix, options.modifiedBefore),
  };
}

export function s3StorageFromUrl(url: string): Storage {
  const { bucket, client } = parseStorageUrl(url);
  return s3Storage(new S3Client(client), bucket);
}
