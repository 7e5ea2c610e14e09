// The renamer's files, in numbering order. File objects live here, outside React state: components select
// the count or the current page's entries, so adding thousands of files re-renders one page, not a list.
import { create } from 'zustand';

export interface RenamerEntry {
  id: number;
  file: File;
}

interface RenamerFilesStore {
  entries: RenamerEntry[];
  add(files: readonly File[]): void;
  remove(id: number): void;
  clear(): void;
  /** Moves the entry at `from` to position `to` (both 0-based); the others keep their order. */
  move(from: number, to: number): void;
}

let nextId = 1;

export const useRenamerFiles = create<RenamerFilesStore>((set) => ({
  entries: [],
  add(files) {
    const added = files.map((file) => ({ id: nextId++, file }));
    set((s) => ({ entries: [...s.entries, ...added] }));
  },
  remove(id) {
    set((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
  },
  clear() {
    set({ entries: [] });
  },
  move(from, to) {
    set((s) => {
      const { entries } = s;
      if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return s;
      const next = entries.slice();
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return { entries: next };
    });
  },
}));
