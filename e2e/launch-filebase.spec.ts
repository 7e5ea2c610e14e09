// The launch's pinning to Filebase, through its S3 API (the fake checks every request's SigV4 signature):
// a connection dropped mid-part is retried with that part only, the roots the bucket reports equal the
// browser's, and the gateway serves token 1; a refused key stops with the service's reason and sends
// nothing; a cancelled upload resumes after a reload from the parts the bucket lists.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { FAKE_FILEBASE_PORT } from './support/ports.ts';
import { launchOverrides, packRun } from './support/pack-run.ts';
import { FILEBASE_KEY, startFakeFilebase, type FakeFilebase, type MultipartRecord } from './fixtures/fake-filebase.ts';

const TOKENS = 30;
const PART_BYTES = 16 * 1024;

test.use({
  bypassCSP: true,
  // One pattern: a two-item array here would read as a fixture and its options.
  expectedConsoleErrors: [
    /Failed to load resource: (net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED)|the server responded with a status of 403)/,
  ],
});
test.describe.configure({ mode: 'serial' });

let filebase: FakeFilebase;
test.beforeAll(async () => {
  filebase = await startFakeFilebase(FAKE_FILEBASE_PORT, { minPartBytes: PART_BYTES });
});
test.afterAll(() => filebase.close());

async function filebaseLaunch(page: Page, key = FILEBASE_KEY) {
  await launchOverrides(page, { filebaseEndpoint: filebase.url, filebasePartBytes: PART_BYTES, gateway: filebase.url });
  const roots = await packRun(page, TOKENS);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByRole('radio', { name: 'Filebase' }).check();
  await launch.getByLabel('Filebase access key').fill(key.accessKey);
  await launch.getByLabel('Filebase secret key').fill(key.secretKey);
  await launch.getByLabel('Filebase bucket').fill(key.bucket);
  return { roots, launch };
}

/** Each part of the upload accepted once, in order: nothing sent twice but the part in flight. */
const eachPartOnce = (upload: MultipartRecord) =>
  expect([...upload.accepted].sort((a, b) => a - b)).toEqual(
    Array.from({ length: Math.ceil(upload.length / PART_BYTES) }, (_, i) => i + 1),
  );

test('a packed run pinned to Filebase through a dropped connection, its roots confirmed and served by the gateway', async ({ page }) => {
  test.setTimeout(240_000);
  const { roots, launch } = await filebaseLaunch(page);
  const before = filebase.uploads.length;
  filebase.dropNextPartAfter(PART_BYTES / 2);
  await launch.getByRole('button', { name: 'Pin to Filebase' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  const [images, metadata] = filebase.uploads.slice(before);
  expect(filebase.uploads.length - before).toBe(2);
  expect([images!.key, images!.car, images!.root, metadata!.key, metadata!.root]).toEqual([
    `images-${roots.imagesRoot}.car`,
    true,
    roots.imagesRoot,
    `metadata-${roots.metadataRoot}.car`,
    roots.metadataRoot,
  ]);
  const resent = images!.received - images!.length;
  expect(resent).toBeGreaterThan(0);
  expect(resent).toBeLessThanOrEqual(PART_BYTES);
  eachPartOnce(images!);
  expect(metadata!.received).toBe(metadata!.length);
  await expect(launch.getByLabel('images.car progress')).toContainText(`root confirmed ${roots.imagesRoot}`);

  await launch.getByRole('button', { name: 'Check through the gateway' }).click();
  await expect(launch.getByRole('status', { name: 'Gateway check' })).toHaveText('The gateway serves token 1: image and metadata');
});

test('a secret key Filebase refuses stops the pinning with its reason, and nothing is uploaded', async ({ page }) => {
  test.setTimeout(180_000);
  const { launch } = await filebaseLaunch(page, { ...FILEBASE_KEY, secretKey: 'not-the-secret' });
  const before = filebase.uploads.length;
  await launch.getByRole('button', { name: 'Pin to Filebase' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toContainText(
    'Pinning stopped: Filebase refused the upload (HTTP 403): the key was refused',
  );
  expect(filebase.uploads.length).toBe(before);
  await expect(launch.getByLabel('Pinned step')).toHaveText('Pinned: stopped');
});

test('pinning to Filebase cancelled and the page reloaded resumes from the parts the bucket lists', async ({ page }) => {
  test.setTimeout(240_000);
  const { roots, launch } = await filebaseLaunch(page);
  await launch.getByLabel('Remember on this device (encrypted)').check();
  const before = filebase.uploads.length;
  filebase.slowParts(1500);
  try {
    await launch.getByRole('button', { name: 'Pin to Filebase' }).click();
    await expect.poll(() => filebase.uploads[before]?.accepted.length ?? 0).toBeGreaterThanOrEqual(1);
    await launch.getByRole('button', { name: 'Cancel pinning' }).click();
    await expect(launch.getByRole('status', { name: 'Pinning result' })).toContainText('Pinning cancelled');
  } finally {
    filebase.slowParts(0);
  }
  const images = filebase.uploads[before]!;
  expect(images.root).toBeNull();

  await page.reload();
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await expect(launch.getByLabel('Pinned step')).toHaveText('Pinned: stopped');
  await expect(launch.getByRole('radio', { name: 'Filebase' })).toBeChecked();
  await expect(launch.getByLabel('Filebase secret key')).toHaveValue(FILEBASE_KEY.secretKey);
  await launch.getByRole('button', { name: 'Resume pinning' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  // The same multipart upload went on: one images upload, each of its parts sent once.
  expect(filebase.uploads.slice(before).map((u) => [u.key, u.root])).toEqual([
    [`images-${roots.imagesRoot}.car`, roots.imagesRoot],
    [`metadata-${roots.metadataRoot}.car`, roots.metadataRoot],
  ]);
  eachPartOnce(images);
  expect(images.received).toBe(images.length);
});
