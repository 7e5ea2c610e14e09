// A whole sign-in with a stubbed wallet, as a user does it on Traitforge: the connect dialog, the wallet
// picked, a real signature the real server checks, the session open.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { StubWallet } from './wallet-stubs-page.ts';
import type { WalletStubs } from './wallets.ts';

export async function signInWithWallet(page: Page, wallets: WalletStubs, wallet: StubWallet): Promise<{ address: string }> {
  // Each sign-in is a new account: a fresh key, and a tab signed out first.
  if (!wallets.installed) await wallets.install();
  else await wallets.renewKey(wallet);
  await page.goto('/#/');
  await signOutIfSignedIn(page);
  await wallets.pick(wallet);
  // Magic Eden waits for its provider and settles (about 2 s) before it signs.
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 20_000 });
  // The toast sits over the header's right side for 10 s; close it so tests can use the header at once.
  await closeToast(page, 'Account ownership proved successfully!');
  // The dashboard has its credits: holdings a test sets from now on are read by the next screen, not
  // raced by this first lookup.
  await expect(page.getByLabel('Total credits')).toBeVisible();
  return { address: wallets.key(wallet).address };
}

async function signOutIfSignedIn(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Logout' });
  if (!(await logout.isVisible())) return;
  await logout.click();
  await closeToast(page, 'Session ended successfully!');
}

const closeToast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).getByRole('button', { name: 'Close' }).click();
