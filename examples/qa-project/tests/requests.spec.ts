// Per-request control: hold the next request, reject or approve it, and read every request's payload.
import { test, expect } from '@traitforge/wallet-test-kit';
import { expectSignedIn, expectSignedOut } from './signed-in.ts';

test('the next signature is rejected by the test, the one after approved; the record has both', async ({ page, wallets }) => {
  await wallets.install(['keplr']);
  await page.goto('/');
  const first = wallets.nextRequest('keplr', 'sign');
  await wallets.pick('keplr');
  const held = await first;
  expect(held.message).toContain('Prove account ownership');
  held.reject();
  await expect(page.getByText('Error proving Keplr account ownership')).toBeVisible();
  await expectSignedOut(page);

  const second = wallets.nextRequest('keplr', 'sign');
  await wallets.pick('keplr');
  (await second).approve();
  await expectSignedIn(page, wallets.key('keplr').address);
  expect(wallets.requests.map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
    'connect approved',
    'sign rejected',
    'connect approved',
    'sign approved',
  ]);
  expect(wallets.requests[0]!.payload).toBe('stargaze-1');
});

test('a held connection delayed by the test keeps the app waiting, then signs in', async ({ page, wallets }) => {
  await wallets.install(['metamask']);
  await page.goto('/');
  const next = wallets.nextRequest('metamask', 'connect');
  await wallets.pick('metamask');
  (await next).delay(3_000);
  await expect(page.getByText('Waiting for MetaMask…')).toBeVisible();
  await expectSignedIn(page, wallets.key('metamask').address);
});
