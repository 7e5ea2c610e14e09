// Uploads through a real server process, on disk storage and on S3 storage (s3rver in this process):
// 1 000 files of 200 KB sent as the files screen sends them (15 per request, 3 requests at a time), and
// 3 files of 150 MB in parallel (MAX_FILE_BYTES raised for that case). For each: files/s, MB/s and the
// server process's peak resident memory (a fresh process per case). `npm run bench -- uploads`.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pngBytes } from '../server/test/images.ts';
import { BOUNDARY, streamedUpload } from '../server/test/multipart-stream.ts';
import { S3RVER_CREDENTIALS, startS3Server } from '../server/test/s3-server.ts';
import { MAX_FILES_PER_UPLOAD } from '../server/contract/files.ts';
import { UPLOAD_PARALLEL_BATCHES } from '../src/config/constants.ts';
import { startUploadServer, type UploadServer } from './upload-server.ts';
import { report } from './report.ts';

const MB = 1024 * 1024;
const SMALL = { files: 1_000, bytes: 200 * 1024 };
const BIG = { files: 3, bytes: 150 * MB };

interface Case {
  name: string;
  files: number;
  bytes: number;
  env: Record<string, string>;
  send(server: UploadServer): Promise<void>;
}

async function expectOk(res: Response) {
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}

/** 200 KB each: a real PNG followed by random padding (nothing compresses on the way). */
function smallFile(n: number): File {
  const png = pngBytes(4, 4);
  const bytes = new Uint8Array(SMALL.bytes);
  bytes.set(png);
  bytes.set(randomBytes(SMALL.bytes - png.length), png.length);
  return new File([bytes], `${n}.png`, { type: 'image/png' });
}

async function sendSmall(server: UploadServer) {
  const batches: number[][] = [];
  for (let n = 1; n <= SMALL.files; n += MAX_FILES_PER_UPLOAD)
    batches.push(Array.from({ length: Math.min(MAX_FILES_PER_UPLOAD, SMALL.files - n + 1) }, (_, i) => n + i));
  const lane = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const form = new FormData();
      form.set('collectionId', String(server.collectionId));
      for (const n of batch) form.append('files[]', smallFile(n));
      await expectOk(await fetch(`${server.base}/upload_file.php`, { method: 'POST', headers: server.headers, body: form }));
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_PARALLEL_BATCHES }, lane));
}

async function sendBig(server: UploadServer) {
  const one = async (n: number) =>
    expectOk(
      await fetch(`${server.base}/upload_file.php`, {
        method: 'POST',
        headers: { ...server.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: streamedUpload(server.collectionId, [{ name: `big-${n}.png`, size: BIG.bytes }]),
        duplex: 'half',
      } as RequestInit),
    );
  await Promise.all(Array.from({ length: BIG.files }, (_, i) => one(i + 1)));
}

const cases: Case[] = [
  { name: `${SMALL.files} x 200 KB (15 per request, 3 requests at a time)`, ...SMALL, env: {}, send: sendSmall },
  { name: `${BIG.files} x 150 MB in parallel`, ...BIG, env: { MAX_FILE_BYTES: String(160 * MB) }, send: sendBig },
];

const s3 = await startS3Server();
const storages: Array<[string, Record<string, string>]> = [
  ['disk', {}],
  [
    's3 (s3rver)',
    {
      STORAGE_URL: s3.storageUrl,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
  ],
];

const loadBefore = loadavg();
const runs = [];
try {
  for (const [storage, storageEnv] of storages) {
    for (const c of cases) {
      const server = await startUploadServer({ ...storageEnv, ...c.env });
      try {
        const baselineRssMb = server.rssMb();
        const start = performance.now();
        const { peakRssMb } = await server.sampled(() => c.send(server));
        const seconds = (performance.now() - start) / 1000;
        const listed = (await (
          await fetch(`${server.base}/get_files.php?collectionId=${server.collectionId}`, { headers: server.headers })
        ).json()) as {
          total: number;
        };
        if (listed.total !== c.files) throw new Error(`${c.name} on ${storage}: ${listed.total} files stored, not ${c.files}`);
        const totalBytes = c.files * c.bytes;
        runs.push({
          storage,
          case: c.name,
          files: c.files,
          bytes: totalBytes,
          seconds: Math.round(seconds * 100) / 100,
          filesPerSecond: Math.round((c.files / seconds) * 100) / 100,
          mbPerSecond: Math.round((totalBytes / MB / seconds) * 10) / 10,
          baselineRssMb: Math.round(baselineRssMb),
          peakRssMb: Math.round(peakRssMb),
        });
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await s3.close();
}

const round = (l: number[]) => l.map((x) => Math.round(x * 100) / 100);
const loadAverage = { before: round(loadBefore), after: round(loadavg()) };
report('uploads', { runs, loadAverage }, runs);
console.log(`load average (1, 5, 15 min): before ${loadAverage.before.join(', ')}, after ${loadAverage.after.join(', ')}`);
