// How a page finds the EVM wallet: EIP-6963 announcements and the legacy window.ethereum.
import { test, expect } from '@traitforge/wallet-test-kit';

/** The EIP-6963 announcements a page gets when it asks for providers. */
const announced = () =>
  new Promise<Array<{ name: string; rdns: string; chainId: string }>>((resolve) => {
    const found: Array<{ info: { name: string; rdns: string }; provider: { request(a: object): Promise<string> } }> = [];
    window.addEventListener('eip6963:announceProvider', (event) => found.push((event as CustomEvent).detail));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    setTimeout(async () => {
      resolve(
        await Promise.all(
          found.map(async ({ info, provider }) => ({ ...info, chainId: await provider.request({ method: 'eth_chainId' }) })),
        ).then((all) => all.map(({ name, rdns, chainId }) => ({ name, rdns, chainId }))),
      );
    }, 100);
  });

test('MetaMask announces itself by EIP-6963 and is window.ethereum too', async ({ page, wallets }) => {
  await wallets.install(['metamask']);
  await page.goto('/');
  expect(await page.evaluate(announced)).toEqual([{ name: 'MetaMask', rdns: 'io.metamask', chainId: '0x1' }]);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(true);
});

test('an EIP-6963-only MetaMask leaves window.ethereum undefined', async ({ page, wallets }) => {
  await wallets.install(['metamask'], { evmDiscovery: 'eip6963' });
  await page.goto('/');
  expect(await page.evaluate(announced)).toHaveLength(1);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
});
