// A user's "no" and a wallet on the wrong chain: the app's message, no session; picking again works.
import { test, expect } from '@traitforge/wallet-test-kit';
import { expectSignedIn, expectSignedOut } from './signed-in.ts';

test('a rejected signature says so and signs nobody in; picking again signs in', async ({ page, wallets }) => {
  await wallets.install(['keplr'], { rejectSignature: true });
  await page.goto('/');
  await wallets.pick('keplr');
  await expect(page.getByText('Error proving Keplr account ownership')).toBeVisible();
  await expectSignedOut(page);

  wallets.set('keplr', { rejectSignature: false });
  await wallets.pick('keplr');
  await expectSignedIn(page, wallets.key('keplr').address);
});

test('Keplr without the Stargaze chain cannot connect', async ({ page, wallets }) => {
  await wallets.install(['keplr'], { wrongChain: true });
  await page.goto('/');
  await wallets.pick('keplr');
  await expect(page.getByText('Failed to connect to Keplr')).toBeVisible();
  await expectSignedOut(page);
});
