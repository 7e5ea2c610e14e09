import { ALL_WALLETS, test, expect, WALLET_LABELS } from './fixtures/test.ts';

const shorten = (a: string) => `${a.slice(0, 9)}...${a.slice(-3)}`;

for (const wallet of ALL_WALLETS) {
  test(
    `${WALLET_LABELS[wallet]}: prove ownership, survive a reload, end on account switch`,
    { tag: '@smoke' },
    async ({ page, signIn, wallets }) => {
      const { address } = await signIn(wallet);

      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByTestId('header-identity')).toHaveText(shorten(address));
      const server = await page.request.get('/api/session');
      expect(await server.json()).toMatchObject({ signedIn: true, address, wallet });

      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByTestId('header-identity')).toHaveText(shorten(address));
      await expect(page.getByRole('button', { name: WALLET_LABELS[wallet], exact: true })).toBeVisible();

      await wallets.switchAccount(wallet);
      await expect(page.getByText('Session ended successfully!')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
      await expect(page).toHaveURL(/#\/$/);
      expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBeNull();
      expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
    },
  );
}

test('two account changes announced at once end the session once', async ({ page, signIn, wallets }) => {
  await signIn('keplr');
  await wallets.renewKey('keplr');
  // A user clicking through accounts: the extension announces twice before the page has answered once.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('keplr_keystorechange'));
    window.dispatchEvent(new Event('keplr_keystorechange'));
  });
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Session ended successfully!')).toHaveCount(1);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
});
