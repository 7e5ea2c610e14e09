// "Save to a folder" end to end: the page's folder picker answers with a folder of the origin-private
// file system (a real FileSystemDirectoryHandle, written through the same createWritable calls as a
// folder on disk); what lands there is read back and must equal the one-zip export of the same run.
import JSZip from 'jszip';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun, makeRun } from './support/helpers.ts';
import { pickOpfsFolder, readOpfsFolder } from './support/opfs-folder.ts';

const PICKED = 'picked-export-folder';

test('Save to a folder writes images/, metadata/, rarity.csv, traitforge.json and provenance.json equal to the one-zip export', async ({
  page,
}) => {
  await pickOpfsFolder(page, PICKED);
  await makeNineTokenRun(page, { name: 'Folder', description: 'Saved to disk' });
  await page.getByLabel('Images base URI (optional)').fill('ipfs://bafybeiadjiageseck3yuzcyu2as6yomiwfejhd37tw4uzifmop2lgyknri');

  await page.getByRole('button', { name: 'Save to a folder' }).click();
  const result = page.getByRole('status', { name: 'Export result' });
  await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  const folder = await readOpfsFolder(page, PICKED);

  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  const zip = await JSZip.loadAsync(download.bytes, { checkCRC32: true });
  const zipped: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files))
    if (!entry.dir) zipped[name] = Buffer.from(await entry.async('uint8array')).toString('base64');

  const numbered = (dir: string, ext: string) => Array.from({ length: 9 }, (_, i) => `${dir}/${i + 1}.${ext}`);
  expect(Object.keys(folder).sort()).toEqual(
    [...numbered('images', 'png'), ...numbered('metadata', 'json'), 'provenance.json', 'rarity.csv', 'traitforge.json'].sort(),
  );
  expect(Object.keys(zipped).sort()).toEqual(Object.keys(folder).sort());
  for (const path of Object.keys(folder)) expect(folder[path], path).toBe(zipped[path]);
  const first = JSON.parse(Buffer.from(folder['metadata/1.json']!, 'base64').toString('utf8'));
  expect(first).toMatchObject({
    name: 'Folder #1',
    description: 'Saved to disk',
    image: 'ipfs://bafybeiadjiageseck3yuzcyu2as6yomiwfejhd37tw4uzifmop2lgyknri/1.png',
  });
  expect(JSON.parse(Buffer.from(folder['traitforge.json']!, 'base64').toString('utf8'))).toMatchObject({
    tokens: 9,
    layers: [{ name: 'Background' }, { name: 'Eyes' }],
  });
});

test('leftover files of an earlier, larger export are named, kept out of the checks and removed only when asked', async ({ page }) => {
  await page.addInitScript((name) => {
    const put = async (dir: FileSystemDirectoryHandle, file: string, text: string) => {
      const writable = await (await dir.getFileHandle(file, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    };
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
      await put(await folder.getDirectoryHandle('images', { create: true }), '91.png', 'not even a PNG');
      await put(await folder.getDirectoryHandle('metadata', { create: true }), '91.json', '{"name":"Old #91","attributes":[]}');
      return folder;
    };
  }, `${PICKED}-leftover`);
  await makeRun(page, [{ name: 'Background', inset: 0, values: ['red', 'green'] }], { name: 'Small' });
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByRole('button', { name: 'Save to a folder' }).click();
  const result = page.getByRole('status', { name: 'Export result' });
  await expect(result.getByRole('paragraph')).toHaveText('Not ready for Stargaze Studio: 2 problems');
  await expect(result.getByRole('listitem')).toHaveText([
    'images/91.png was not written by this export (left over from an earlier one)',
    'metadata/91.json was not written by this export (left over from an earlier one)',
  ]);
  // Named, not deleted: the folder still holds both until the user asks.
  const listed = () =>
    page.evaluate(async (name) => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      const out: string[] = [];
      for (const dir of ['images', 'metadata'])
        for await (const key of ((await folder.getDirectoryHandle(dir)) as unknown as { keys(): AsyncIterable<string> }).keys())
          out.push(`${dir}/${key}`);
      return out.sort();
    }, `${PICKED}-leftover`);
  expect(await listed()).toEqual([
    'images/1.png',
    'images/2.png',
    'images/91.png',
    'metadata/1.json',
    'metadata/2.json',
    'metadata/91.json',
  ]);

  await page.getByRole('button', { name: 'Remove leftover files' }).click();
  await expect(result).toHaveText('Ready for Stargaze Studio: 2 images, 2 metadata files');
  await expect(page.getByRole('button', { name: 'Remove leftover files' })).toHaveCount(0);
  expect(await listed()).toEqual(['images/1.png', 'images/2.png', 'metadata/1.json', 'metadata/2.json']);
});
