import JSZip from 'jszip';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeRun } from './support/helpers.ts';

const ROUTES: Array<[string, string | RegExp]> = [
  ['/', /Traitforge|Create/],
  ['/collections', /Collections|Wallet session/],
  ['/collection/edit/files/1', /.+/],
  ['/collection/edit/1', /.+/],
  ['/borrow', /Borrow/],
  ['/renameizer', /Renam/],
  ['/xmas', /.+/],
  ['/randomizer', /Combiner|Image/],
  ['/vote', /Vote/],
  ['/apply', /Appl/],
  ['/tickets', /Ticket|Support/],
  ['/faq', /Academy|FAQ/],
  ['/recent-collections', /Featured Collections/],
];

test.describe('every route', { tag: '@smoke' }, () => {
  for (const [path, heading] of ROUTES) {
    test(`#${path} renders without errors`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByRole('link', { name: 'Traitforge', exact: true })).toBeVisible();
      await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
    });
  }
});

test('the logo leads home and the Open App button is there before login', async ({ page }) => {
  await page.goto('/#/faq');
  await page.getByRole('link', { name: 'Traitforge', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Open App' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('dark mode survives a reload', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
});

test('the server answers security headers on the page', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a small combiner run exports one zip ready for Stargaze Studio', { tag: '@smoke' }, async ({ page }) => {
  await makeRun(page, [
    { name: 'Background', inset: 0, values: ['red', 'blue'] },
    { name: 'Eyes', inset: 30, values: ['black', 'white'] },
  ]);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText('Ready for Stargaze Studio: 4 images, 4 metadata files');
  expect(download.name).toBe('Blocks_stargaze.zip');
  const zip = await JSZip.loadAsync(download.bytes, { checkCRC32: true });
  const images = Object.keys(zip.files).filter((name) => name.startsWith('images/'));
  expect(images.sort()).toEqual(['images/1.png', 'images/2.png', 'images/3.png', 'images/4.png']);
  expect(JSON.parse(await zip.file('metadata/1.json')!.async('string'))).toMatchObject({ name: 'Blocks #1' });
});
