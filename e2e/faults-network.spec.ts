// The browser loses the network in the middle of an upload: the user gets a clear message, and
// uploading the same files again once online stores each file exactly once.
import { test, expect } from './fixtures/test.ts';
import { xsrfHeader } from './support/helpers.ts';
import { pngBytes } from '../server/test/images.ts';

const image = (n: number) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4, 4, [n * 20, 90, 160, 255])) });

test('an upload cut off by the network fails clearly and a retry stores no duplicates', async ({ page, pageErrors, signIn }) => {
  test.setTimeout(120_000);
  await signIn();
  const created = await page.request.post('/api/add_collection.php', {
    headers: await xsrfHeader(page),
    multipart: {
      name: 'Offline test',
      description: '',
      coverPhoto: { name: 'c.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(8, 8)) },
    },
  });
  const id = ((await created.json()) as { collection: { id: number } }).collection.id;
  await page.goto(`/#/collection/edit/files/${id}`);
  await expect(page.getByLabel('Choose & Upload Files')).toBeAttached();

  await page.route('**/api/upload_file.php', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Choose & Upload Files').setInputFiles([1, 2, 3, 4, 5].map(image));
  await expect(page.getByText(/Error uploading files|Uploaded 0 of 5 files|Failed to fetch|network/i).last()).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/api/upload_file.php');

  await page.getByLabel('Choose & Upload Files').setInputFiles([1, 2, 3, 4, 5].map(image));
  await expect(page.getByText('Uploaded 5 of 5 files').last()).toBeVisible({ timeout: 20_000 });
  const list = await page.request.get(`/api/get_files.php?collectionId=${id}`);
  const names = ((await list.json()) as { files: Array<{ file_name: string }> }).files.map((f) => f.file_name);
  expect(names).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);

  // The browser reports the cut-off request itself; that console line is the fault we caused.
  const expected = (e: string) => /ERR_INTERNET_DISCONNECTED|Failed to load resource|upload_file/.test(e);
  expect(pageErrors.filter((e) => !expected(e))).toEqual([]);
  pageErrors.splice(0, pageErrors.length);
});
