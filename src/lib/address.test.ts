import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps addresses of 8 characters or fewer', () => {
    expect(shortenAddress('stars1ab')).toBe('stars1ab');
    expect(shortenAddress('')).toBe('');
  });

  it('shows the first 9, ... and the last 3 of longer ones', () => {
    expect(shortenAddress('stars1abcdefghijklmnopqrstuvwxyz0123456789xyz')).toBe('stars1abc...xyz');
    expect(shortenAddress('123456789')).toBe('123456789...789');
  });
});
