// @traitforge/wallet-test-kit: Playwright fixtures with the five wallet extensions Traitforge supports
// (Keplr, Leap, MetaMask, Magic Eden, Solflare) stubbed in the page, real keys and real signatures
// (its README). `@playwright/test` is a peer dependency: the kit uses the project's own copy.
//   import { test, expect } from '@traitforge/wallet-test-kit';
//   test('...', async ({ page, wallets, signIn }) => { ... });
// or, to add the fixtures to a `test` of your own: base.extend(walletFixtures).
import { test as base, type Fixtures, type Page, type PlaywrightTestArgs } from '@playwright/test';
import { WalletStubs } from './wallets.ts';
import { signInWithWallet } from './sign-in.ts';
import type { StubWallet } from './wallet-stubs-page.ts';

export { expect } from '@playwright/test';
export { ALL_WALLETS, WALLET_FAMILIES, WALLET_LABELS, WalletStubs } from './wallets.ts';
export type { EvmDiscovery, StubBehaviour, WalletName } from './wallets.ts';
export type { InstallOptions } from './options.ts';
export type { HeldRequest, RequestKind, RequestOutcome, WalletRequest } from './requests.ts';
export { signInWithWallet } from './sign-in.ts';

/** Signs in on the test's page (or `on`, a second user's page with wallets of its own); a new account each call. */
export type WalletSignIn = (wallet?: StubWallet, on?: Page) => Promise<{ address: string }>;

export interface WalletFixtures {
  /** The stubbed extensions of the test's page and their users' behaviour. */
  wallets: WalletStubs;
  signIn: WalletSignIn;
}

export const walletFixtures: Fixtures<WalletFixtures, object, PlaywrightTestArgs> = {
  wallets: async ({ page }, use) => use(new WalletStubs(page)),
  signIn: async ({ page, wallets }, use) => {
    const walletsOf = new Map<Page, WalletStubs>([[page, wallets]]);
    await use((wallet = 'keplr', on = page) => {
      if (!walletsOf.has(on)) walletsOf.set(on, new WalletStubs(on));
      return signInWithWallet(on, walletsOf.get(on)!, wallet);
    });
  },
};

export const test = base.extend<WalletFixtures>(walletFixtures);
