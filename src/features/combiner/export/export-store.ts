// The Stargaze export as the screen shows it: the base URI, which export runs, its progress and outcome.
import { create } from 'zustand';
import type { IpfsPack } from '../../../engine/engine';

export type ExportTarget = 'zip' | 'folder' | 'ipfs';

export interface ExportOutcome {
  ok: boolean;
  /** "Ready for Stargaze Studio: ..." or what failed. */
  text: string;
  problems: string[];
}

interface ExportState {
  baseUri: string;
  /** Metadata named `n` (for the artist's own upload) instead of `n.json` (Stargaze Studio's upload). */
  bareMetadataNames: boolean;
  busy: ExportTarget | null;
  done: number;
  total: number;
  outcome: ExportOutcome | null;
  /** Files of the picked folder the last folder export did not write, until the user removes them. */
  leftovers: string[];
  /** The last IPFS packing's roots and CARs. */
  ipfs: IpfsPack | null;
}

export const useExportStore = create<ExportState>(() => ({
  baseUri: '',
  bareMetadataNames: false,
  busy: null,
  done: 0,
  total: 0,
  outcome: null,
  leftovers: [],
  ipfs: null,
}));

export const setExport = (fields: Partial<ExportState>) => useExportStore.setState(fields);
