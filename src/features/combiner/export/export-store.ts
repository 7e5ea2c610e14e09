// The exports as the screen shows them: the Stargaze export's base URI, which target runs, its progress
// and outcome, and whether the batch downloads (image zips, metadata zips) are being prepared.
import { create } from 'zustand';
import type { CoverImage } from '@core/export/targets/cover';
import type { IpfsPack } from '@core/protocol';
import type { LaunchSettings } from '@core/export/targets/preflight';
import type { LaunchTargetId } from '@shared/launch-targets';
import type { Leftovers } from './folder-leftovers';
import type { Outcome } from '@/components/ui/outcome-message';

export type ExportTarget = 'zip' | 'folder' | 'ipfs';

/** "Ready for <launchpad>: ..." or what failed, with each problem. */
export type ExportOutcome = Outcome;

interface ExportState {
  /** Who the export is for: its layout and its check. */
  target: LaunchTargetId;
  baseUri: string;
  /** What the launchpad's form asks for besides the files, checked by the pre-flight report. */
  launch: LaunchSettings;
  /** The collection's cover image, written where the target takes one (kept for this page only). */
  cover: CoverImage | null;
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
  /** The last folder export's check and what else its folder holds, until the user removes it. */
  folderCheck: FolderCheck | null;
  /** The folder export under way; Cancel aborts it. */
  folderController: AbortController | null;
  imageZipsBusy: boolean;
  metadataZipsBusy: boolean;
}

export interface FolderCheck {
  target: LaunchTargetId;
  images: number;
  metadata: number;
  problems: string[];
  leftovers: Leftovers;
}

export const useExportStore = create<ExportState>(() => ({
  target: 'stargaze',
  baseUri: '',
  launch: { externalLink: '', royaltyPercent: '', perAddressLimit: '' },
  cover: null,
  bareMetadataNames: false,
  busy: null,
  done: 0,
  total: 0,
  outcome: null,
  leftovers: [],
  ipfs: null,
  folderCheck: null,
  folderController: null,
  imageZipsBusy: false,
  metadataZipsBusy: false,
}));

export const setExport = (fields: Partial<ExportState>) => useExportStore.setState(fields);
