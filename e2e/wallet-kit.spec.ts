// The wallet test kit's own controls, as other projects use them (examples/qa-project runs the same
// behaviours from outside the repository): options checked with the right form named, per-request
// hold and record, and EIP-6963 discovery beside window.ethereum.
import { test, expect } from './fixtures/test.ts';
import { expectSignedIn, expectSignedOut } from './support/helpers.ts';

test.describe('options', () => {
  test('the same behaviour for every wallet installed: install([...], { locked: true }) locks them', async ({ page, wallets }) => {
    await wallets.install(['keplr', 'leap'], { locked: true });
    await page.goto('/#/');
    await wallets.pick('leap');
    await expect(page.getByText('Waiting for Leap…')).toBeVisible();
    wallets.unlock('leap');
    await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
    await expectSignedIn(page, wallets.key('leap').address, 'leap');
  });

  test('an unknown, misplaced or mistyped option is an error naming the right form, and installs nothing', async ({ wallets }) => {
    await expect(wallets.install(['keplr'], { lockd: true } as never)).rejects.toThrow(
      'wallets.install: unknown option "lockd"; the options are injectAfterMs, rejectConnection, rejectSignature, locked, wrongChain, unknownChain, signDelayMs, foreignKey, evmDiscovery',
    );
    await expect(wallets.install(['keplr'], { keplr: { locked: true }, locked: true } as never)).rejects.toThrow(
      "wallets.install: options mix wallet names (keplr) and options (locked); use one form: wallets.install(['keplr'], { locked: true }) or wallets.install(['keplr', 'metamask'], { keplr: { locked: true } })",
    );
    await expect(wallets.install(['keplr'], { leap: { locked: true } })).rejects.toThrow(
      'wallets.install: options for "leap", which is not installed (installing keplr)',
    );
    await expect(wallets.install(['keplr'], { signDelayMs: '5s' } as never)).rejects.toThrow(
      'wallets.install: "signDelayMs" takes milliseconds, got "5s"',
    );
    await expect(wallets.install(['phantom'] as never)).rejects.toThrow(
      'wallets.install: unknown wallet "phantom"; the wallets are keplr, leap, metamask, magiceden, solflare',
    );
    expect(wallets.installed).toBe(false);
    await wallets.install(['keplr']);
    expect(() => wallets.set('keplr', { keplr: { locked: true } } as never)).toThrow(
      `wallets.set('keplr', ...): "keplr" is a wallet, not an option; name the wallet first: wallets.set('keplr', { locked: true })`,
    );
    expect(() => wallets.set('keplr', { injectAfterMs: 100 })).toThrow(
      `wallets.set('keplr', ...): "injectAfterMs" can only be given to install, before the page loads`,
    );
  });
});

test('the test holds the next signature and rejects it, approves the one after; every request is recorded with its payload', async ({
  page,
  wallets,
}) => {
  await wallets.install(['keplr']);
  await page.goto('/#/');
  const first = wallets.nextRequest('keplr', 'sign');
  await wallets.pick('keplr');
  const held = await first;
  expect(held.message).toMatch(/^Prove account ownership/);
  expect(held.payload).toMatchObject({ signer: wallets.key('keplr').address });
  await expect(page.getByText('Waiting for Keplr…')).toBeVisible();
  held.reject();
  await expect(page.getByText('Error proving Keplr account ownership')).toBeVisible();
  await expectSignedOut(page);

  const second = wallets.nextRequest('keplr');
  await wallets.pick('keplr');
  const connect = await second;
  expect(connect.kind).toBe('connect');
  connect.delay(500);
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
  await expectSignedIn(page, wallets.key('keplr').address, 'keplr');
  expect(wallets.requests.map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
    'connect approved',
    'sign rejected',
    'connect approved',
    'sign approved',
  ]);
  expect(wallets.requests[0]!.payload).toBe('stargaze-1');
});

/** The EIP-6963 announcements the page gets when it asks for providers, with each provider's chain. */
const announced = () =>
  new Promise<Array<{ name: string; rdns: string; chainId: string }>>((resolve) => {
    const found: Array<{ info: { name: string; rdns: string }; provider: { request(a: object): Promise<string> } }> = [];
    window.addEventListener('eip6963:announceProvider', (event) => found.push((event as CustomEvent).detail));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    setTimeout(() => {
      void Promise.all(
        found.map(async ({ info, provider }) => ({
          name: info.name,
          rdns: info.rdns,
          chainId: await provider.request({ method: 'eth_chainId' }),
        })),
      ).then(resolve);
    }, 100);
  });

test('MetaMask is found by EIP-6963 and as window.ethereum; EIP-6963 alone leaves window.ethereum unset', async ({
  page,
  wallets,
  browser,
}) => {
  await wallets.install(['metamask']);
  await page.goto('/#/');
  expect(await page.evaluate(announced)).toEqual([{ name: 'MetaMask', rdns: 'io.metamask', chainId: '0x1' }]);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(true);

  const other = await browser.newPage();
  const { WalletStubs } = await import('../packages/wallet-test-kit/src/index.ts');
  await new WalletStubs(other).install(['metamask'], { evmDiscovery: 'eip6963' });
  await other.goto(page.url());
  expect(await other.evaluate(announced)).toHaveLength(1);
  expect(await other.evaluate(() => 'ethereum' in window)).toBe(false);
  await other.close();
});
