import { test, expect } from './fixtures/test.ts';

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

test.describe('every route', () => {
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
