// The look-alike guard's fingerprints of the finished run on screen, by where each image is stored
// ("pack:offset:size"): after an edit only the re-composed images are read again, and a change of
// threshold reads none. Not kept across reloads: they are made again from the stored images.
import { create } from 'zustand';

export interface LookAlikePrint {
  sha256: string;
  print: Uint32Array;
}

interface LookAlikePrints {
  /** The run the prints belong to; another run starts a new map. */
  runId: number;
  prints: Map<string, LookAlikePrint>;
  /** The prints of `runId`, a new empty map when they were another run's. */
  printsOf: (runId: number) => Map<string, LookAlikePrint>;
}

export const useLookAlikePrints = create<LookAlikePrints>()((set, get) => ({
  runId: -1,
  prints: new Map(),
  printsOf: (runId) => {
    if (get().runId !== runId) set({ runId, prints: new Map() });
    return get().prints;
  },
}));
