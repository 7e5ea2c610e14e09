import { describe, expect, it } from 'vitest';
import { behavioursOf, checkSet, checkWallets } from './options.ts';
import { messageOf } from './requests.ts';

describe('install options', () => {
  it('take one behaviour for every wallet installed, or one per wallet', () => {
    expect(Object.fromEntries(behavioursOf(['keplr', 'leap'], { locked: true }))).toEqual({
      keplr: { locked: true },
      leap: { locked: true },
    });
    expect(Object.fromEntries(behavioursOf(['keplr', 'leap'], { leap: { signDelayMs: 10 } }))).toEqual({
      keplr: {},
      leap: { signDelayMs: 10 },
    });
  });

  it('refuse an unknown option, a mix of forms, a wallet not installed, a wrong value and an unknown wallet', () => {
    expect(() => behavioursOf(['keplr'], { lockd: true })).toThrow('unknown option "lockd"');
    expect(() => behavioursOf(['keplr'], { keplr: {}, locked: true })).toThrow('options mix wallet names (keplr) and options (locked)');
    expect(() => behavioursOf(['keplr'], { keplr: { keplr: {} } })).toThrow('"keplr" is a wallet, not an option');
    expect(() => behavioursOf(['keplr'], { metamask: { locked: true } })).toThrow('options for "metamask", which is not installed');
    expect(() => behavioursOf(['keplr'], { locked: 'yes' })).toThrow('"locked" takes true or false, got "yes"');
    expect(() => behavioursOf(['metamask'], { evmDiscovery: 'eip1193' })).toThrow(
      `"evmDiscovery" takes 'both', 'eip6963' or 'window.ethereum'`,
    );
    expect(() => checkWallets(['phantom'])).toThrow('unknown wallet "phantom"');
    expect(() => checkWallets('keplr')).toThrow('the first argument is a list of wallets');
  });

  it('set refuses install-only options and a wallet where an option belongs', () => {
    expect(checkSet('keplr', { locked: false })).toEqual({ locked: false });
    expect(() => checkSet('keplr', { injectAfterMs: 5 })).toThrow('"injectAfterMs" can only be given to install');
    expect(() => checkSet('keplr', { keplr: { locked: true } })).toThrow("wallets.set('keplr', { locked: true })");
  });
});

describe('the message of a signature request', () => {
  it('is read from each family’s payload', () => {
    expect(messageOf('sign', { signer: 'stars1x', data: 'Prove account ownership' })).toBe('Prove account ownership');
    expect(messageOf('sign', { hex: `0x${Buffer.from('hello').toString('hex')}`, address: '0x1' })).toBe('hello');
    expect(messageOf('sign', Array.from(new TextEncoder().encode('gm')))).toBe('gm');
    expect(messageOf('connect', 'stargaze-1')).toBeUndefined();
  });
});
