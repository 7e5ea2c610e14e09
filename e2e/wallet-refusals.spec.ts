// What a user's "no" does, per wallet family: a closed connection popup, a refused signature, a wallet
// on a chain it cannot serve, a signature by another key. Each shows the spec's message, leaves no
// trace of a sign-in (no address in the tab, no server session), and picking the wallet again works.
import type { Page } from '@playwright/test';
import { test, expect, WALLET_LABELS, type StubBehaviour, type WalletName, type WalletStubs } from './fixtures/test.ts';
import { expectSignedIn, expectSignedOut } from './support/helpers.ts';

const CASES: Array<{ wallet: WalletName; connection: string; signature: string }> = [
  { wallet: 'keplr', connection: 'Failed to connect to Keplr', signature: 'Error proving Keplr account ownership' },
  { wallet: 'metamask', connection: 'Failed to connect to MetaMask', signature: 'Error proving MetaMask account ownership' },
  { wallet: 'solflare', connection: 'Failed to connect to Solflare', signature: 'Error proving Solflare account ownership' },
  { wallet: 'magiceden', connection: 'Failed to connect to Magic Eden wallet', signature: 'Failed to sign message' },
];

/** The wallet refuses once (the behaviour), the user sees `message` and is not signed in; without it, picking again signs in. */
async function refusedThenSignedIn(page: Page, wallets: WalletStubs, wallet: WalletName, behaviour: StubBehaviour, message: string) {
  await wallets.install([wallet], { [wallet]: behaviour });
  await page.goto('/#/');
  await wallets.pick(wallet);
  await expect(page.getByText(message)).toBeVisible({ timeout: 15_000 });
  await expectSignedOut(page);

  wallets.set(wallet, Object.fromEntries(Object.keys(behaviour).map((option) => [option, false])));
  await wallets.pick(wallet);
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 15_000 });
  await expectSignedIn(page, wallets.key(wallet).address, wallet);
}

for (const { wallet, connection, signature } of CASES) {
  test.describe(WALLET_LABELS[wallet], () => {
    test(`a closed connection popup says "${connection}"; picking again signs in`, async ({ page, wallets }) => {
      await refusedThenSignedIn(page, wallets, wallet, { rejectConnection: true }, connection);
    });

    test(`a refused signature says "${signature}"; picking again signs in`, async ({ page, wallets }) => {
      await refusedThenSignedIn(page, wallets, wallet, { rejectSignature: true }, signature);
    });

    test.describe('a signature by another key', () => {
      // The server refuses the proof with a 401, which the browser logs.
      test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

      test(`is refused by the server: "Error proving ${WALLET_LABELS[wallet]} account ownership"; the right key signs in`, async ({
        page,
        wallets,
      }) => {
        await refusedThenSignedIn(page, wallets, wallet, { foreignKey: true }, `Error proving ${WALLET_LABELS[wallet]} account ownership`);
      });
    });
  });
}

test('Keplr without the Stargaze chain says "Failed to connect to Keplr"; once the chain is added, picking again signs in', async ({
  page,
  wallets,
}) => {
  await refusedThenSignedIn(page, wallets, 'keplr', { wrongChain: true }, 'Failed to connect to Keplr');
});

test('MetaMask on Polygon instead of Ethereum mainnet signs in (the proof is a message, not a transaction); a chain change keeps the session', async ({
  page,
  wallets,
}) => {
  await wallets.install(['metamask'], { metamask: { wrongChain: true } });
  await page.goto('/#/');
  expect(
    await page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: object): Promise<string> } }).ethereum.request({ method: 'eth_chainId' }),
    ),
  ).toBe('0x89');
  await wallets.pick('metamask');
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
  const { address } = wallets.key('metamask');
  await expectSignedIn(page, address, 'metamask');

  await wallets.changeChain('metamask', '0x1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'META JSON Editor' }).click();
  await expect(page).toHaveURL(/#\/collections$/);
  await expect(page.getByText('Session ended successfully!')).toHaveCount(0);
  await expectSignedIn(page, address, 'metamask');
});
