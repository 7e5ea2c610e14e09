// A token's own name and description, set in the token table: an edit in the log that the export writes
// (that token only), that survives a reload, is undone by "Undo the last edit", and comes back when the
// exported traitforge.json is replayed, in the same profile and in a fresh one.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun } from './support/helpers.ts';

async function exported(page: Page) {
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const zip = await JSZip.loadAsync(bytes);
  const json = async (n: number) =>
    JSON.parse(await zip.file(`metadata/${n}.json`)!.async('string')) as { name: string; description: string };
  return { third: await json(3), second: await json(2), project: await zip.file('traitforge.json')!.async('string') };
}

const tokenName = (page: Page, n: number) =>
  page
    .getByRole('region', { name: 'Token table' })
    .getByRole('row', { name: `Token #${n}` })
    .locator('td')
    .nth(2);

test("a token's own name and description: written for that token alone, kept on reload, undone and replayed", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await makeNineTokenRun(page, { name: 'Texts', description: 'The collection', seed: 'texts' });
  await page.getByRole('radio', { name: 'Token table' }).check();
  await expect(tokenName(page, 3)).toHaveText('Texts #3');

  await page.getByRole('button', { name: 'Name and description of #3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name and description of #3' });
  await dialog.getByLabel('Token name').fill('The Third');
  await dialog.getByLabel('Token description').fill('Drawn again by hand');
  await dialog.getByRole('button', { name: 'Save name and description' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tokenName(page, 3)).toHaveText('The Third');
  const log = page.getByRole('region', { name: 'Edit log' }).getByRole('listitem');
  await expect(log).toHaveText(['Name and description of #3: name "The Third", description "Drawn again by hand"']);

  const edited = await exported(page);
  expect(edited.third).toMatchObject({ name: 'The Third', description: 'Drawn again by hand' });
  expect(edited.second).toMatchObject({ name: 'Texts #2', description: 'The collection' });

  await page.reload();
  await page.getByRole('radio', { name: 'Token table' }).check();
  await expect(tokenName(page, 3)).toHaveText('The Third');

  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(tokenName(page, 3)).toHaveText('Texts #3');
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  expect((await exported(page)).third).toMatchObject({ name: 'Texts #3', description: 'The collection' });

  await page.getByLabel('Replay the edits of a traitforge.json').setInputFiles({
    name: 'traitforge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(edited.project),
  });
  await expect(page.getByText('Replayed 1 edit: the set is the one of traitforge.json.')).toBeVisible();
  await expect(tokenName(page, 3)).toHaveText('The Third');

  // A fresh profile: the same layers and seed, the log replayed, the same texts written.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await makeNineTokenRun(other, { name: 'Texts', description: 'The collection', seed: 'texts' });
  await other.getByLabel('Replay the edits of a traitforge.json').setInputFiles({
    name: 'traitforge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(edited.project),
  });
  await expect(other.getByText('Replayed 1 edit: the set is the one of traitforge.json.')).toBeVisible({ timeout: 60_000 });
  await other.getByRole('radio', { name: 'Token table' }).check();
  await expect(tokenName(other, 3)).toHaveText('The Third');
  const replayed = await exported(other);
  expect(replayed.third).toMatchObject({ name: 'The Third', description: 'Drawn again by hand' });
  expect(replayed.project).toBe(edited.project);
  await fresh.close();
});
