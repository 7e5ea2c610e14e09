// The state of a generation and its exports as the screen shows it. The images themselves never enter
// here: they are in the origin-private file system, and a card reads its own file.
import { create } from 'zustand';

export type GenerationStatus = 'idle' | 'processing' | 'done' | 'error';

interface GenerationState {
  status: GenerationStatus;
  current: number;
  total: number;
  /** Images stored by the last finished run. */
  resultCount: number;
  /** Bumped per run so cards reload their file. */
  runId: number;
  /** The inline 'Limited to ...' text of a credit-limited run. */
  limitText: string | null;
  /** The limit warning toast; the generate button waits while it shows. */
  limitNoticeId: number | null;
  metadataBusy: boolean;
  zipBusy: boolean;
}

export const useGenerationStore = create<GenerationState>(() => ({
  status: 'idle',
  current: 0,
  total: 0,
  resultCount: 0,
  runId: 0,
  limitText: null,
  limitNoticeId: null,
  metadataBusy: false,
  zipBusy: false,
}));

export const setGeneration = (fields: Partial<GenerationState>) => useGenerationStore.setState(fields);
