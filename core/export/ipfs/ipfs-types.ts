// The IPFS packing's request and answer across the thread boundary (types only, no worker code).
import type { StoredImage } from '../../stored-image.ts';
import type { StargazeSet } from '../stargaze-files.ts';

export interface IpfsPackRequest extends StargazeSet {
  resultsDir: string;
  images: StoredImage[];
  /** A folder the user picked; without it the CARs go beside the results in the origin-private file system. */
  folder?: FileSystemDirectoryHandle;
}

export interface IpfsPack {
  imagesRoot: string;
  metadataRoot: string;
  /** What the minter takes: `ipfs://<metadataRoot>/`, token k at `<base>/<k>`. */
  baseTokenUri: string;
  images: number;
  metadata: number;
  /** Object URLs of the two CAR files when they were written to the origin-private file system. */
  imagesCarUrl?: string;
  metadataCarUrl?: string;
  /** The minter's objections to the names; empty when the set is ready. */
  problems: string[];
}
