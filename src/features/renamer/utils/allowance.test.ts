import { describe, expect, it } from 'vitest';
import { allowanceText, planAdd } from './allowance';

describe('allowanceText', () => {
  it('names the limit when credits are known, else the free version', () => {
    expect(allowanceText(true, 1500)).toBe('You can rename up to 1500 files based on your credits.');
    expect(allowanceText(false, 100)).toBe('Free version allows renaming up to 100 files. Connect wallet for more.');
  });
});

describe('planAdd', () => {
  it('accepts everything that fits', () => {
    expect(planAdd(0, 100, 40)).toEqual({
      accepted: 40,
      skipped: 0,
      notice: { type: 'success', message: 'Successfully added 40 files' },
    });
    expect(planAdd(60, 100, 40).accepted).toBe(40);
  });

  it('accepts up to the remaining allowance and warns about the rest', () => {
    expect(planAdd(0, 100, 250)).toEqual({
      accepted: 100,
      skipped: 150,
      notice: { type: 'warning', message: 'Added 100 files. Skipped 150 files due to credit limit.' },
    });
    expect(planAdd(90, 100, 15).notice.message).toBe('Added 10 files. Skipped 5 files due to credit limit.');
  });

  it('refuses when nothing remains', () => {
    expect(planAdd(100, 100, 1)).toEqual({
      accepted: 0,
      skipped: 1,
      notice: { type: 'error', message: 'Credit limit reached. Cannot add more files.' },
    });
    expect(planAdd(120, 100, 3).accepted).toBe(0);
  });
});
