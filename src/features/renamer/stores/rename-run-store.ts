import { create } from 'zustand';
import type { RenameProgress } from '../utils/rename-files';

export type RenameStatus = 'idle' | 'processing' | 'done' | 'error';

interface RenameRunStore extends RenameProgress {
  status: RenameStatus;
  set(fields: Partial<RenameProgress & { status: RenameStatus }>): void;
}

export const useRenameRun = create<RenameRunStore>((set) => ({
  status: 'idle',
  done: 0,
  total: 0,
  batch: 0,
  batches: 0,
  set: (fields) => set(fields),
}));

export const useRenaming = () => useRenameRun((s) => s.status === 'processing');
