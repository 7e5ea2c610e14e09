import { describe, expect, it } from 'vitest';
import { toBech32, fromBech32 } from '@cosmjs/encoding';
import { validateBorrow } from './validate-borrow';
import { CHAIN_PROFILES } from '@shared/chains/profiles';

const own = 'stars1qyqszqgpqyqszqgpqyqszqgpqyqszqgpx0krxd';
const other = 'stars1qgpqyqszqgpqyqszqgpqyqszqgpqyqszhtsxdm';
const check = (fields: Partial<Parameters<typeof validateBorrow>[0]>) =>
  validateBorrow({ recipient: other, credits: '10', ownAddress: own, available: 100, chain: CHAIN_PROFILES.stargaze, ...fields });
/** The same account under another prefix. */
const on = (prefix: string, address: string) => toBech32(prefix, fromBech32(address, 90).data);

describe('validateBorrow', () => {
  it('accepts a valid loan within the available credits', () => {
    expect(check({ credits: '100' })).toBeNull();
  });

  it('asks for a wallet first', () => {
    expect(check({ ownAddress: null })).toBe('Please connect your wallet first');
  });

  it.each([['stars1short'], ['cosmos1qgpqyqszqgpqyqszqgpqyqszqgpqyqszhtsxdm'], [other.toUpperCase()], [other.slice(0, -1) + 'x']])(
    'refuses the recipient %s',
    (recipient) => {
      expect(check({ recipient })).toBe('Invalid recipient address format. Must start with "stars" followed by 39 characters.');
    },
  );

  it('refuses your own address, in either prefix', () => {
    expect(check({ recipient: own })).toBe('Cannot borrow to your own wallet address');
    expect(check({ recipient: on('cosmos', own) })).toBe('Cannot borrow to your own wallet address');
  });

  it('accepts an account typed with the other chain prefix, and names the active prefix for a third one', () => {
    expect(check({ recipient: on('cosmos', other) })).toBeNull();
    expect(check({ recipient: on('osmo', other) })).toBe(
      'Invalid recipient address format. Must start with "stars" followed by 39 characters.',
    );
    const hub = { chain: CHAIN_PROFILES.cosmoshub, ownAddress: on('cosmos', own) };
    expect(check({ ...hub, recipient: other })).toBeNull();
    expect(check({ ...hub, recipient: own })).toBe('Cannot borrow to your own wallet address');
    expect(check({ ...hub, recipient: on('osmo', other) })).toBe(
      'Invalid recipient address format. Must start with "cosmos" followed by 39 characters.',
    );
  });

  it.each([['0'], ['-3'], ['1.5'], [''], ['abc']])('refuses the amount "%s"', (credits) => {
    expect(check({ credits })).toMatch(/^Credits must be a whole number/);
  });

  it('refuses more than available', () => {
    expect(check({ credits: '101' })).toBe('Cannot borrow more than available credits (100)');
  });
});
