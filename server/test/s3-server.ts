// A real S3-speaking server for tests (s3rver, in this process, on a random port, in a temp folder),
// so the storage suite runs against S3 with `npm test` and no set-up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';

export const TEST_BUCKET = 'traitforge-test';
/** s3rver accepts exactly these credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'tf-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  return {
    endpoint,
    client,
    storageUrl: `s3://${TEST_BUCKET}?endpoint=${encodeURIComponent(endpoint)}`,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
