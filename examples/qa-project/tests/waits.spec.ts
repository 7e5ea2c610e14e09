// Wallets that make the user wait: locked until unlocked, slow to sign, injected late.
import { test, expect } from '@traitforge/wallet-test-kit';
import { expectSignedIn, expectSignedOut } from './signed-in.ts';

test('a locked wallet waits until it is unlocked', async ({ page, wallets }) => {
  await wallets.install(['keplr'], { locked: true });
  await page.goto('/');
  await wallets.pick('keplr');
  await expect(page.getByText('Waiting for Keplr…')).toBeVisible();
  await expectSignedOut(page);
  wallets.unlock('keplr');
  await expectSignedIn(page, wallets.key('keplr').address);
});

test('a slow signature is waited for', async ({ page, wallets }) => {
  await wallets.install(['metamask'], { metamask: { signDelayMs: 4_000 } });
  await page.goto('/');
  await wallets.pick('metamask');
  await expect(page.getByText('Waiting for MetaMask…')).toBeVisible();
  await expectSignedIn(page, wallets.key('metamask').address);
});

test('a wallet that injects late is waited for', async ({ page, wallets }) => {
  await wallets.install(['solflare'], { injectAfterMs: 2_000 });
  await page.goto('/');
  await wallets.pick('solflare');
  await expectSignedIn(page, wallets.key('solflare').address);
});
