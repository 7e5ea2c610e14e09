// Sign-in with each wallet family: a real signature by a fresh key, verified by the server.
import { test } from '@traitforge/wallet-test-kit';
import { expectSignedIn } from './signed-in.ts';

for (const wallet of ['keplr', 'metamask', 'solflare'] as const) {
  test(`${wallet} signs in`, async ({ page, signIn }) => {
    const { address } = await signIn(wallet);
    await expectSignedIn(page, address);
  });
}
