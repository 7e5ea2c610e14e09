// Dark mode, persisted in localStorage `darkMode` ('true'/'false') and applied as the `dark` class.
import { create } from 'zustand';
import { readItem, writeItem } from './storage';

const KEY = 'darkMode';

function apply(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

interface DarkModeStore {
  dark: boolean;
  toggle(): void;
}

export const useDarkMode = create<DarkModeStore>((set, get) => {
  const initial = readItem('local', KEY) === 'true';
  apply(initial);
  return {
    dark: initial,
    toggle() {
      const dark = !get().dark;
      writeItem('local', KEY, dark ? 'true' : 'false');
      apply(dark);
      set({ dark });
    },
  };
});
