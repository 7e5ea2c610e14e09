// Options are checked: a misspelt or misplaced one is an error naming the right form, never ignored.
import { test, expect } from '@traitforge/wallet-test-kit';

test('an unknown option is an error that lists the options', async ({ wallets }) => {
  await expect(wallets.install(['keplr'], { lockd: true } as never)).rejects.toThrow(
    'wallets.install: unknown option "lockd"; the options are injectAfterMs, rejectConnection',
  );
});

test('options for a wallet that is not installed are an error', async ({ wallets }) => {
  await expect(wallets.install(['keplr'], { leap: { locked: true } })).rejects.toThrow(
    'wallets.install: options for "leap", which is not installed (installing keplr)',
  );
});

test('a wallet name given to set is an error naming the right form', async ({ wallets }) => {
  await wallets.install(['keplr']);
  expect(() => wallets.set('keplr', { keplr: { locked: true } } as never)).toThrow(
    `"keplr" is a wallet, not an option; name the wallet first: wallets.set('keplr', { locked: true })`,
  );
});
