// "Send to a collection" end to end: a seeded run in the real workers goes through the real server into a
// new collection as 1.png ... N.png with its traits assigned, so the files screen's metadata export says
// what the run's own Stargaze metadata says; a send cut by a network failure or a reload resumes without
// duplicates.
import JSZip from 'jszip';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import type { SignIn } from './fixtures/sign-in.ts';
import { downloadOf, makeRun, type ColourLayer } from './support/helpers.ts';
import { pngBytes } from '../server/test/images.ts';

const TWO_BY_TWO: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'blue'] },
  { name: 'Eyes', inset: 30, values: ['black', 'white'] },
];

/** The run's own metadata, from its one-zip Stargaze export. */
async function runAttributes(page: Page, tokens: number) {
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const zip = await JSZip.loadAsync((await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click())).bytes);
  return Promise.all(
    Array.from({ length: tokens }, async (_, i) => JSON.parse(await zip.file(`metadata/${i + 1}.json`)!.async('string')).attributes),
  );
}

async function sendToNewCollection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Send to a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to a collection' });
  const create = dialog.getByRole('region', { name: 'A new collection' });
  await create.getByLabel('Collection name').fill(name);
  await create.getByRole('button', { name: 'Create and send' }).click();
  return dialog;
}

/** A collection made through the API holding `count` images (old-1.png ...), as a fresh wallet's only one. */
async function collectionHolding(page: Page, name: string, count: number) {
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const made = await page.request.post('/api/add_collection.php', { headers: { 'X-XSRF-TOKEN': await xsrf() }, multipart: { name } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const collectionId = String(((await made.json()) as { collection: { id: number } }).collection.id);
  for (let first = 1; first <= count; first += 15) {
    const form = new FormData();
    form.set('collectionId', collectionId);
    for (let n = first; n < Math.min(first + 15, count + 1); n++)
      form.append('files[]', new Blob([Buffer.from(pngBytes(4, 4, [n, 100, 200, 255]))], { type: 'image/png' }), `old-${n}.png`);
    const res = await page.request.post('/api/upload_file.php', { headers: { 'X-XSRF-TOKEN': await xsrf() }, multipart: form });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

async function sendToExisting(page: Page, name: string) {
  await page.getByRole('button', { name: 'Send to a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to a collection' });
  const existing = dialog.getByRole('region', { name: 'An existing collection' });
  await existing.getByLabel('Collection').selectOption({ label: name });
  await existing.getByRole('button', { name: 'Send to this collection' }).click();
  return dialog;
}

/** The collection's metadata export, as the files screen (the META JSON Editor) writes it. */
async function collectionMetadata(page: Page) {
  const zip = await JSZip.loadAsync(
    (await downloadOf(page, () => page.getByRole('button', { name: 'Download All Metadata JSON files' }).click())).bytes,
  );
  return zip;
}

test('a 4-token run sent to a new collection arrives as 1..4.png with the traits of its metadata', async ({ page, signIn }) => {
  await signIn();
  await makeRun(page, TWO_BY_TWO, { seed: 'send-check', tokens: 4 });
  const expected = await runAttributes(page, 4);

  const dialog = await sendToNewCollection(page, 'Sent blocks');
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 4 images to Sent blocks with their traits', {
    timeout: 30_000,
  });
  await expect(dialog.getByRole('list', { name: 'Files not sent' })).toHaveCount(0);

  // Sent again to the same collection, now an existing one: its names are asked about once, and
  // replacing them keeps four files with the same traits (no 1-2.png copies).
  await dialog.getByRole('button', { name: 'Choose another collection' }).click();
  const existing = dialog.getByRole('region', { name: 'An existing collection' });
  await existing.getByLabel('Collection').selectOption({ label: 'Sent blocks' });
  await existing.getByRole('button', { name: 'Send to this collection' }).click();
  const question = dialog.getByRole('group', { name: 'Files already exist' });
  await expect(question).toContainText('4 files already exist in this collection:');
  await expect(question).toContainText('1.png, 2.png, 3.png, 4.png');
  await question.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 4 images to Sent blocks with their traits', {
    timeout: 30_000,
  });
  await dialog.getByRole('link', { name: 'Open Sent blocks' }).click();

  const rows = page.getByTestId('file-row');
  await expect(rows).toHaveCount(4);
  for (let n = 1; n <= 4; n++) await expect(rows.nth(n - 1)).toContainText(`#${n} ${n}.png`);
  await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText('Background');
  await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText('Eyes');
  const first = expected[0] as Array<{ trait_type: string; value: string }>;
  for (const { trait_type, value } of first)
    await expect(page.getByRole('list', { name: 'Assigned traits of 1.png' })).toContainText(`${trait_type}: ${value}`);

  const zip = await collectionMetadata(page);
  expect(Object.keys(zip.files).sort()).toEqual(['1.json', '2.json', '3.json', '4.json']);
  for (let n = 1; n <= 4; n++) {
    const item = JSON.parse(await zip.file(`${n}.json`)!.async('string'));
    expect(item.name).toBe(`Sent blocks #${n}`);
    expect(item.attributes, `${n}.json`).toEqual(expected[n - 1]);
  }
  // The four combinations of a 2x2 run, each once.
  expect(new Set(expected.map((a) => JSON.stringify(a))).size).toBe(4);
});

test('sent again with Skip, the send says how many existing files it skipped', async ({ page, signIn }) => {
  await signIn();
  await makeRun(page, TWO_BY_TWO, { seed: 'send-skip', tokens: 4 });
  const dialog = await sendToNewCollection(page, 'Kept blocks');
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 4 images to Kept blocks with their traits', {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Choose another collection' }).click();
  const existing = dialog.getByRole('region', { name: 'An existing collection' });
  await existing.getByLabel('Collection').selectOption({ label: 'Kept blocks' });
  await existing.getByRole('button', { name: 'Send to this collection' }).click();
  await dialog.getByRole('group', { name: 'Files already exist' }).getByRole('button', { name: 'Skip' }).click();
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText(
    'Sent 0 images to Kept blocks with their traits. Skipped 4 existing files',
    { timeout: 30_000 },
  );
});

const FOUR_BY_FOUR: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'blue', 'yellow', 'cyan'] },
  { name: 'Eyes', inset: 30, values: ['black', 'white', 'orange', 'green'] },
];

/** Signed in with a run of 16 tokens; answers each token's attributes as its own metadata says. */
async function sixteenTokens(page: Page, signIn: SignIn) {
  await signIn();
  await makeRun(page, FOUR_BY_FOUR, { seed: 'send-check', tokens: 16 });
  return runAttributes(page, 16);
}

/** "Resume sending" to the end: 16 files in the collection, each with its token's attributes. */
async function resumeToTheEnd(page: Page, dialog: Locator, collection: string, expected: unknown[]) {
  await dialog.getByRole('button', { name: 'Resume sending' }).click();
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText(`Sent 16 images to ${collection} with their traits`, {
    timeout: 30_000,
  });
  await dialog.getByRole('link', { name: `Open ${collection}` }).click();
  await page.getByLabel('Per page').selectOption('20');
  await expect(page.getByTestId('file-row')).toHaveCount(16);
  const zip = await collectionMetadata(page);
  expect(Object.keys(zip.files).sort((a, b) => parseInt(a) - parseInt(b))).toEqual(Array.from({ length: 16 }, (_, i) => `${i + 1}.json`));
  for (let n = 1; n <= 16; n++)
    expect(JSON.parse(await zip.file(`${n}.json`)!.async('string')).attributes, `${n}.json`).toEqual(expected[n - 1]);
}

test.describe('a send cut short', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

  test('by a network failure stops with Resume sending, then resumes without sending a file twice', async ({ page, signIn }) => {
    const expected = await sixteenTokens(page, signIn);
    // The batch holding 16.png (1..15 go in the other, at the same time) never reaches the server, once.
    let uploads = 0;
    let cut = false;
    await page.route('**/upload_file.php', (route) => {
      uploads++;
      if (cut || !route.request().postDataBuffer()?.includes('filename="16.png"')) return route.continue();
      cut = true;
      return route.abort('failed');
    });
    const dialog = await sendToNewCollection(page, 'Cut blocks');
    await expect(dialog.getByText('Sending stopped: Error uploading files')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 15 of 16');
    await resumeToTheEnd(page, dialog, 'Cut blocks', expected);
    expect(uploads).toBe(3);
  });

  test('by a reload comes back stopped after it and resumes without sending a file twice', async ({ page, signIn }) => {
    const expected = await sixteenTokens(page, signIn);
    // The batch holding 16.png is never answered: the reload cuts the send there.
    let uploads = 0;
    let hold = true;
    await page.route('**/upload_file.php', (route) => {
      uploads++;
      if (hold && route.request().postDataBuffer()?.includes('filename="16.png"')) return;
      return route.continue();
    });
    const dialog = await sendToNewCollection(page, 'Reloaded blocks');
    await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 15 of 16', { timeout: 30_000 });
    hold = false;
    await page.reload();

    await expect(page.getByText('16 / 16 (100%)')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send to a collection' }).click();
    await expect(dialog.getByText('Sending stopped: the page was closed before the send finished')).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 15 of 16');
    await resumeToTheEnd(page, dialog, 'Reloaded blocks', expected);
    expect(uploads).toBe(3);

    // Finished, the send is forgotten: after another reload the combiner offers a new send, no resume.
    await page.goto('/#/randomizer');
    await page.reload();
    await expect(page.getByText('16 / 16 (100%)')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send to a collection' }).click();
    await expect(dialog.getByRole('region', { name: 'A new collection' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resume sending' })).toHaveCount(0);
  });
});

test("a send past the allowance stores what the credits allow and lists each refused file with the server's reason", async ({
  page,
  signIn,
}) => {
  await signIn();
  await collectionHolding(page, 'Nearly full', 98);

  await makeRun(page, TWO_BY_TWO, { seed: 'send-check', tokens: 4 });
  const dialog = await sendToExisting(page, 'Nearly full');
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 2 images to Nearly full with their traits', {
    timeout: 30_000,
  });
  const refused = dialog.getByRole('list', { name: 'Files not sent' }).getByRole('listitem');
  await expect(refused).toHaveText([
    /^3\.png: Upload limit reached: 100 files allowed/,
    /^4\.png: Upload limit reached: 100 files allowed/,
  ]);
  await dialog.getByRole('link', { name: 'Open Nearly full' }).click();
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 100 / 100 · Remaining: 0');
});

test.describe('a full collection', () => {
  // The browser logs the refused upload's 409 answer.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("a send into a full collection stops with the server's reason and offers Resume sending", async ({ page, signIn }) => {
    await signIn();
    await collectionHolding(page, 'Full', 100);
    await makeRun(page, TWO_BY_TWO, { seed: 'send-check', tokens: 4 });
    const dialog = await sendToExisting(page, 'Full');
    await expect(dialog.getByText(/^Sending stopped: Upload limit reached: 100 files allowed/)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 0 of 4');
    await expect(dialog.getByRole('list', { name: 'Files not sent' }).getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByRole('button', { name: 'Resume sending' })).toBeVisible();
  });
});

test("the new collection's form starts with the run's name and description", async ({ page, signIn }) => {
  await signIn();
  await makeRun(page, TWO_BY_TWO, { seed: 'send-check', tokens: 4 });
  await page.getByLabel('Description').first().fill('Coloured squares');
  await page.getByRole('button', { name: 'Send to a collection' }).click();
  const create = page.getByRole('dialog', { name: 'Send to a collection' }).getByRole('region', { name: 'A new collection' });
  await expect(create.getByLabel('Collection name')).toHaveValue('Blocks');
  await expect(create.getByLabel('Description')).toHaveValue('Coloured squares');
});
