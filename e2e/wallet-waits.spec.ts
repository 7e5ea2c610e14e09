// A wallet that makes the user wait, per wallet family: locked until its password is typed, or slow
// to sign. The header says what the sign-in waits for, the app stays usable meanwhile, and the
// sign-in completes once the wallet answers; an account switch or a disconnect ends the session.
import { test, expect, WALLET_FAMILIES, WALLET_LABELS } from './fixtures/test.ts';
import { expectSignedIn, expectSignedOut } from './support/helpers.ts';
import type { Page } from '@playwright/test';

/** While the sign-in waits: dark mode toggles and another screen opens, the wait still shown. */
async function stillUsable(page: Page, waiting: string) {
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => void (window.location.hash = '#/faq'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Academy|FAQ/);
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
}

for (const { family, wallet } of WALLET_FAMILIES) {
  const label = WALLET_LABELS[wallet];
  test.describe(`${family} (${label})`, () => {
    test('a locked wallet: the header waits for it, the app stays usable, and unlocking signs in', async ({ page, wallets }) => {
      await wallets.install([wallet], { [wallet]: { locked: true } });
      await page.goto('/#/');
      await wallets.pick(wallet);
      await stillUsable(page, `Waiting for ${label}…`);
      await expectSignedOut(page);

      wallets.unlock(wallet);
      await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
      await expect(page.getByText(`Waiting for ${label}…`)).toHaveCount(0);
      await expectSignedIn(page, wallets.key(wallet).address, wallet);
    });

    test('a slow signature: the header waits for it, the app stays usable, and the signature signs in', async ({ page, wallets }) => {
      await wallets.install([wallet], { [wallet]: { signDelayMs: 6_000 } });
      await page.goto('/#/');
      await wallets.pick(wallet);
      await stillUsable(page, `Waiting for ${label}…`);
      await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(`Waiting for ${label}…`)).toHaveCount(0);
      await expectSignedIn(page, wallets.key(wallet).address, wallet);
    });

    test('a disconnect in the wallet ends the session; picking it again signs in', async ({ page, signIn, wallets }) => {
      await signIn(wallet);
      await wallets.disconnect(wallet);
      await expect(page.getByText('Session ended successfully!')).toBeVisible();
      await expectSignedOut(page);

      await wallets.pick(wallet);
      await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
      await expectSignedIn(page, wallets.key(wallet).address, wallet);
    });
  });
}
