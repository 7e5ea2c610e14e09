// The user switches account in the extension: the app ends the session.
import { test, expect } from '@traitforge/wallet-test-kit';
import { expectSignedOut } from './signed-in.ts';

test('an account switch ends the session', async ({ page, signIn, wallets }) => {
  await signIn('keplr');
  await wallets.switchAccount('keplr');
  await expect(page.getByText('Session ended successfully!')).toBeVisible();
  await expectSignedOut(page);
});
