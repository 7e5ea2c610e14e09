import { describe, expect, it, vi } from 'vitest';

describe('dark mode', () => {
  it('persists the choice in localStorage and restores it on the next load', async () => {
    vi.resetModules();
    const first = await import('./dark-mode');
    expect(first.useDarkMode.getState().dark).toBe(false);
    first.useDarkMode.getState().toggle();
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    vi.resetModules();
    document.documentElement.classList.remove('dark');
    const reloaded = await import('./dark-mode');
    expect(reloaded.useDarkMode.getState().dark).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
