// Export targets: one seeded run exported as Stargaze, ERC-721 / OpenSea and Solana Metaplex, each zip
// read here and checked with its target's own rules; then a fault seeded per target (a gap, a token
// missing from _metadata.json, a name of 33 characters) is named by the check.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun } from './support/helpers.ts';
import { pickOpfsFolder, readOpfsFolder } from './support/opfs-folder.ts';
import { checkTarget, type LaunchTargetId, type ListedFile } from '../core/export/targets/check-target.ts';

const IMAGES_CID = 'bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq';

async function exportZip(page: Page, label: string) {
  await page.getByLabel('Export target').selectOption({ label });
  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  return { name: download.name, zip: await JSZip.loadAsync(download.bytes, { checkCRC32: true }) };
}

/** The zip's files as the check reads them: metadata as text, images by path. */
async function listing(zip: JSZip): Promise<ListedFile[]> {
  const files = Object.values(zip.files).filter((entry) => !entry.dir);
  return Promise.all(
    files.map(async (entry) =>
      entry.name.endsWith('.png') ? { path: entry.name } : { path: entry.name, text: await entry.async('string') },
    ),
  );
}

const bytes = (zip: JSZip, path: string) => zip.file(path)!.async('nodebuffer');

/** Hands the zip to "Check an export" and returns the check's result. */
async function checkZip(page: Page, label: string, zip: JSZip) {
  await page.getByLabel('Export target').selectOption({ label });
  const tool = page.getByRole('region', { name: 'Check an export' });
  const buffer = await zip.generateAsync({ type: 'nodebuffer' });
  await tool.getByLabel('Export zip').setInputFiles({ name: 'edited.zip', mimeType: 'application/zip', buffer });
  await tool.getByRole('button', { name: 'Check the zip' }).click();
  return page.getByRole('status', { name: 'Check result' });
}

test("one seed exported for each target passes that target's own check; a seeded fault per target is named", async ({ page }) => {
  test.setTimeout(180_000);
  await makeNineTokenRun(page, { name: 'Targets', description: 'One run, three launchpads', seed: 'targets' });
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);
  const result = page.getByRole('status', { name: 'Export result' });

  const stargaze = await exportZip(page, 'Stargaze');
  await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  const erc721 = await exportZip(page, 'ERC-721 / OpenSea');
  await expect(result).toHaveText('Ready for ERC-721 / OpenSea: 9 images, 9 metadata files');
  const metaplex = await exportZip(page, 'Solana Metaplex');
  await expect(result).toHaveText('Ready for Solana Metaplex: 9 images, 9 metadata files');
  expect([stargaze.name, erc721.name, metaplex.name]).toEqual(['Targets_stargaze.zip', 'Targets_erc721.zip', 'Targets_metaplex.zip']);

  const numbered = (n: number, path: (k: number) => string) => Array.from({ length: n }, (_, k) => path(k));
  const exported: Array<[LaunchTargetId, JSZip, string[]]> = [
    ['stargaze', stargaze.zip, [...numbered(9, (k) => `images/${k + 1}.png`), ...numbered(9, (k) => `metadata/${k + 1}.json`)]],
    [
      'erc721',
      erc721.zip,
      [...numbered(9, (k) => `images/${k + 1}.png`), ...numbered(9, (k) => `json/${k + 1}.json`), 'json/_metadata.json'],
    ],
    [
      'metaplex',
      metaplex.zip,
      [
        ...numbered(9, (k) => `assets/${k}.png`),
        ...numbered(9, (k) => `assets/${k}.json`),
        'assets/collection.png',
        'assets/collection.json',
      ],
    ],
  ];
  for (const [target, zip, layout] of exported) {
    const files = await listing(zip);
    expect(files.map((file) => file.path).sort(), target).toEqual([...layout, 'rarity.csv', 'traitforge.json', 'provenance.json'].sort());
    expect(checkTarget(target, files), target).toEqual({ images: 9, metadata: 9, problems: [] });
  }
  // The same images under each target's names; Metaplex's token n is file n - 1, its collection image token 1's.
  const seventh = await bytes(stargaze.zip, 'images/7.png');
  expect((await bytes(erc721.zip, 'images/7.png')).equals(seventh)).toBe(true);
  expect((await bytes(metaplex.zip, 'assets/6.png')).equals(seventh)).toBe(true);
  expect((await bytes(metaplex.zip, 'assets/collection.png')).equals(await bytes(stargaze.zip, 'images/1.png'))).toBe(true);
  const erc = JSON.parse(await erc721.zip.file('json/7.json')!.async('string'));
  expect(erc).toMatchObject({ name: 'Targets #7', edition: 7, image: `ipfs://${IMAGES_CID}/7.png` });
  expect(JSON.parse(await erc721.zip.file('json/_metadata.json')!.async('string'))[6]).toEqual(erc);
  const sol = JSON.parse(await metaplex.zip.file('assets/6.json')!.async('string'));
  expect(sol).toMatchObject({ name: 'Targets #7', image: '6.png', properties: { files: [{ uri: '6.png', type: 'image/png' }] } });
  expect(sol.attributes.every((a: { value: unknown }) => typeof a.value === 'string')).toBe(true);

  // Stargaze: a gap (token 5 taken out).
  stargaze.zip.remove('images/5.png');
  stargaze.zip.remove('metadata/5.json');
  const gap = await checkZip(page, 'Stargaze', stargaze.zip);
  await expect(gap.getByRole('paragraph')).toHaveText('Not ready for Stargaze Studio: 2 problems');
  await expect(gap.getByRole('listitem')).toHaveText([
    'Images: the file names should be in numerical order starting from 1: 6.png (expected 5), 7.png (expected 6), 8.png (expected 7), 9.png (expected 8)',
    'Metadata: the file names should be in numerical order starting from 1: 6.json (expected 5), 7.json (expected 6), 8.json (expected 7), 9.json (expected 8)',
  ]);

  // ERC-721: token 3 missing from _metadata.json.
  const all = JSON.parse(await erc721.zip.file('json/_metadata.json')!.async('string')) as Array<{ edition: number }>;
  erc721.zip.file(
    'json/_metadata.json',
    JSON.stringify(
      all.filter((item) => item.edition !== 3),
      null,
      2,
    ),
  );
  const missing = await checkZip(page, 'ERC-721 / OpenSea', erc721.zip);
  await expect(missing.getByRole('paragraph')).toHaveText('Not ready for ERC-721 / OpenSea: 1 problem');
  await expect(missing.getByRole('listitem')).toHaveText(['json/_metadata.json has no entry for json/3.json']);

  // Metaplex: a collection name that makes "<name> #n" 33 characters, caught by the export's own check.
  await page.getByPlaceholder('e.g., My NFT').fill('Targets for a longer name here');
  await exportZip(page, 'Solana Metaplex');
  await expect(result.getByRole('paragraph')).toHaveText('Not ready for Solana Metaplex: 9 problems');
  await expect(result.getByRole('listitem').first()).toHaveText(
    'assets/0.json: the name "Targets for a longer name here #1" has 33 characters; Metaplex takes at most 32',
  );
  await expect(result.getByRole('listitem').last()).toHaveText(
    'assets/8.json: the name "Targets for a longer name here #9" has 33 characters; Metaplex takes at most 32',
  );
});

test("Save to a folder as ERC-721 and as Metaplex writes the files of that target's zip, checked the same", async ({ page }) => {
  test.setTimeout(120_000);
  await pickOpfsFolder(page, 'targets-folder');
  await makeNineTokenRun(page, { name: 'Folder', description: 'Saved for two chains', seed: 'folder' });
  const result = page.getByRole('status', { name: 'Export result' });
  for (const [label, ready] of [
    ['ERC-721 / OpenSea', 'Ready for ERC-721 / OpenSea: 9 images, 9 metadata files'],
    ['Solana Metaplex', 'Ready for Solana Metaplex: 9 images, 9 metadata files'],
  ] as const) {
    // Picking the target clears the last result, so the line awaited here is the folder export's own.
    await page.getByLabel('Export target').selectOption({ label });
    await page.getByRole('button', { name: 'Save to a folder' }).click();
    await expect(result).toHaveText(ready);
    const folder = await readOpfsFolder(page, 'targets-folder');
    const { zip } = await exportZip(page, label);
    await expect(result).toHaveText(ready);
    for (const [path, entry] of Object.entries(zip.files))
      if (!entry.dir) expect(folder[path], path).toBe(Buffer.from(await entry.async('uint8array')).toString('base64'));
  }
});

test('the pre-flight report lists every failure at once, before anything is exported', async ({ page }) => {
  await makeNineTokenRun(page, { name: 'Preflight', description: 'Checked first', seed: 'preflight' });
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('External link (optional)').fill('http://example.com');
  await page.getByLabel('Royalties in % (optional)').fill('12');
  await page.getByLabel('Mint limit per address (optional)').fill('60');
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  const report = page.getByRole('status', { name: 'Pre-flight report' });
  await expect(report.getByRole('paragraph')).toHaveText('Pre-flight: 3 problems for Stargaze Studio');
  await expect(report.getByRole('listitem')).toHaveText([
    'The external link "http://example.com" is not an https:// address',
    'Royalties of "12 %": Stargaze Studio takes 0 to 10 %',
    'A mint limit of "60" per address: Stargaze Studio takes 1 to 3 (at most 3 for a collection of fewer than 100 tokens)',
    'Warning: No cover image: Stargaze Studio asks for one when the collection is made',
  ]);

  // Metaplex: the same settings, and every token name over 32 characters named by its file.
  await page.getByPlaceholder('e.g., My NFT').fill('Preflight with a longer name x');
  await page.getByLabel('Export target').selectOption({ label: 'Solana Metaplex' });
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  await expect(report.getByRole('paragraph')).toHaveText('Pre-flight: 12 problems for Solana Metaplex');
  await expect(report.getByRole('listitem').nth(3)).toHaveText(
    'assets/0.json: the name "Preflight with a longer name x #1" has 33 characters; Metaplex takes at most 32',
  );

  await page.getByPlaceholder('e.g., My NFT').fill('Preflight');
  await page.getByLabel('External link (optional)').fill('https://example.com/preflight');
  await page.getByLabel('Royalties in % (optional)').fill('5');
  await page.getByLabel('Mint limit per address (optional)').fill('3');
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  await expect(report.getByRole('paragraph')).toHaveText('Pre-flight: nothing Solana Metaplex would refuse');
  await expect(report.getByRole('listitem')).toHaveText([
    "Warning: No cover image: the collection NFT's image (assets/collection.png) is token 1's",
  ]);
  expect(downloads).toBe(0);
});
