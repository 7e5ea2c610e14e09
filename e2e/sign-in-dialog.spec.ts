import { ALL_WALLETS, test, expect, WALLET_LABELS } from './fixtures/test.ts';
import { readCookie } from './support/helpers.ts';

test('without wallets nothing is marked installed; a picked one is looked for, then a warning says to install it', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Open App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(dialog.getByText('Installed')).toHaveCount(0);
  // aria-disabled, not disabled: a click still reaches it, waits for a late wallet (10 x 500 ms), then explains.
  await dialog.getByRole('button', { name: /^Keplr/ }).click({ force: true });
  await expect(dialog.getByText('Looking for Keplr…')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Please install Keplr extension', { timeout: 8_000 });
  const toast = page.locator('[data-type="warning"]').filter({ hasText: 'Please install Keplr extension' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Notification');
  // The wallet helper's message clears after 5 s; the toast stays its 10 s.
  await page.waitForTimeout(5_200);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(toast).toBeVisible();
  await dialog.getByRole('button', { name: /^Magic Eden/ }).click({ force: true });
  await expect(dialog.getByRole('alert')).toHaveText('Please install Magic Eden wallet', { timeout: 8_000 });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Email Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Email Verification' })).toBeVisible();
});

for (const wallet of ['keplr', 'leap', 'metamask', 'solflare'] as const) {
  test(`a ${WALLET_LABELS[wallet]} wallet that injects 2 s late is waited for and signs in`, async ({ page, wallets }) => {
    await wallets.install([wallet], { [wallet]: { injectAfterMs: 2_000 } });
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Open App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
    await dialog.getByRole('button', { name: new RegExp(`^${WALLET_LABELS[wallet]}`) }).click({ force: true });
    await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Please install/)).toHaveCount(0);
  });
}

test('the dialog marks a wallet installed once it injects', async ({ page, wallets }) => {
  await wallets.install(['leap'], { leap: { injectAfterMs: 1_500 } });
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Open App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(dialog.getByRole('button', { name: /^Leap.*Installed$/ })).toBeVisible({ timeout: 6_000 });
});

test('installed wallets are marked', async ({ page, wallets }) => {
  await wallets.install();
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Open App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
  for (const wallet of ALL_WALLETS) {
    await expect(dialog.getByRole('button', { name: new RegExp(`^${WALLET_LABELS[wallet]}.*Installed$`) })).toBeVisible();
  }
});

test.describe('a server session that is gone', () => {
  // The screens' first calls may meet the 401 before the session check ends the tab's session.
  test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

  test('ends the session in the tab on reload', async ({ page, signIn }) => {
    await signIn();
    const xsrf = await readCookie(page, 'XSRF-TOKEN');
    expect((await page.request.post('/api/logout', { headers: { 'X-XSRF-TOKEN': xsrf } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Session ended successfully!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open App' })).toBeVisible();
  });
});

test('the address has a copy button and the bell leads to the tickets', async ({ page, context, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { address } = await signIn();
  // Icons are SVGs shipped with the app: no glyph that a system without an emoji font shows as a box.
  for (const icon of [
    page.getByRole('button', { name: 'Copy address' }),
    page.getByRole('link', { name: 'Support tickets' }),
    page.getByRole('button', { name: 'Dark mode' }),
  ]) {
    await expect(icon.locator('svg')).toHaveCount(1);
    await expect(icon).toHaveText('');
  }
  await page.getByRole('button', { name: 'Copy address' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await expect(page).toHaveURL(/#\/tickets$/);
});

test('signing in again on the same page switches to a fresh account', async ({ page, signIn }) => {
  const first = await signIn();
  const second = await signIn('metamask');
  expect(second.address).not.toBe(first.address);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({
    signedIn: true,
    address: second.address,
    wallet: 'metamask',
  });
});
