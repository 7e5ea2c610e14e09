// zustand persistence through the never-throwing storage helper (SPEC.md section 8, Browser storage).
import { createJSONStorage } from 'zustand/middleware';
import { readItem, writeItem } from '@/lib/storage';

export const localJsonStorage = createJSONStorage(() => ({
  getItem: (key: string) => readItem('local', key),
  setItem: (key: string, value: string) => writeItem('local', key, value),
  removeItem: (key: string) => writeItem('local', key, null),
}));
