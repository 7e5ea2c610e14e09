// The Stargaze export's requests and answers across the thread boundary (types only, no worker code).
import type { StoredImage } from '../stored-image.ts';
import type { StargazeSet } from './stargaze-files.ts';

/** A stored image at its path in the export (one token's image may be written twice: Metaplex's collection.png). */
export interface PlacedImage extends StoredImage {
  path: string;
}

export interface StargazeZipRequest extends StargazeSet {
  resultsDir: string;
  images: StoredImage[];
}

export interface StargazeExport {
  /**
   * An object URL of the zip, made here in the worker. Handing the Blob itself (one part per entry and
   * header, tens of thousands at 10 000 images) to the page cost its main thread 1.7 s to receive; a URL
   * costs nothing. Same origin, so the page can download it; it is revoked after ZIP_URL_TTL_MS.
   */
  zipUrl: string;
  images: number;
  metadata: number;
  /** The target's objections (core/export/targets/); empty when the set is ready. */
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
