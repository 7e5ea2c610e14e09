// The result cards ticked for "Re-roll selected", by token number, in the order they were ticked. Not
// kept across reloads: a selection is a moment's choice.
import { create } from 'zustand';

interface Selection {
  tokens: number[];
  toggle: (n: number) => void;
  clear: () => void;
}

export const useSelection = create<Selection>()((set) => ({
  tokens: [],
  toggle: (n) => set((s) => ({ tokens: s.tokens.includes(n) ? s.tokens.filter((t) => t !== n) : [...s.tokens, n] })),
  clear: () => set({ tokens: [] }),
}));
