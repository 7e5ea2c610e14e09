// The Stargaze export's requests and answers across the thread boundary (types only, no worker code).
import type { ResultLocation } from '../protocol.ts';
import type { StargazeSet } from './stargaze-files.ts';

export interface StargazeImage extends ResultLocation {
  n: number;
  /** The PNG's CRC-32 when the result index has it. */
  crc?: number;
}

export interface StargazeZipRequest extends StargazeSet {
  resultsDir: string;
  images: StargazeImage[];
}

export interface StargazeExport {
  zip: Blob;
  images: number;
  metadata: number;
  /** Stargaze Studio's objections; empty when the set is ready. */
  problems: string[];
}

export interface NamedBlob {
  /** The path inside the folder or zip, kept in the output. */
  name: string;
  data: Blob;
}

export interface UpdatedUris {
  zip: Uint8Array;
  updated: number;
  problems: string[];
}
