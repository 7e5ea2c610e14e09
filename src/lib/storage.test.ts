import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, writeItem } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('safe storage', () => {
  it('reads back what it wrote', () => {
    writeItem('local', 'k', 'v');
    expect(readItem('local', 'k')).toBe('v');
    writeItem('local', 'k', null);
    expect(readItem('local', 'k')).toBeNull();
  });

  it('logs and returns the default when reading throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readItem('session', 'starsAddress')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('logs and carries on when writing throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeItem('local', 'darkMode', 'true')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('darkMode'), expect.any(Error));
  });
});
