// The renames and merges the export writes (core/metadata/value-names.ts), kept across reloads with
// their history, so each can be undone in turn.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { withValueNames, type ValueNames } from '@core/metadata/value-names';
import { localJsonStorage } from '../stores/persist-storage';

interface ValueNamesStore {
  names: ValueNames;
  /** What `names` was before each change, the latest last. */
  history: ValueNames[];
  /** Writes `values` of `layer` as `name` (one value: a rename; several: a merge). */
  name(layer: string, values: readonly string[], name: string): void;
  /** All the names at once (an imported weight table), undone in one step. */
  replace(names: ValueNames): void;
  undo(): void;
}

export const useValueNames = create<ValueNamesStore>()(
  persist(
    (set) => ({
      names: {},
      history: [],
      name: (layer, values, name) =>
        set((s) => ({ names: withValueNames(s.names, layer, values, name), history: [...s.history, s.names] })),
      replace: (names) => set((s) => ({ names, history: [...s.history, s.names] })),
      undo: () => set((s) => (s.history.length ? { names: s.history.at(-1)!, history: s.history.slice(0, -1) } : s)),
    }),
    { name: 'valueNames', storage: localJsonStorage, partialize: ({ names, history }) => ({ names, history }) },
  ),
);
