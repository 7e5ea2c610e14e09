// Where a run's images are stored, as every part that reads them back names it (zips, exports, IPFS
// packing). A leaf: it imports nothing, so the thread contract and the export types can both use it.

/** Where one result's PNG is stored: a byte range of a pack file. */
export interface ResultLocation {
  pack: string;
  offset: number;
  size: number;
  /** The file's media type where it is not a PNG (a token's GIF or video), as a page shows it. */
  type?: string;
}

/** One stored image of a run: its result number and where its PNG is. */
export interface StoredImage extends ResultLocation {
  /** The result number (image n of the run). */
  n: number;
  /** The PNG's CRC-32, computed when it was made; absent for results stored before it was kept. */
  crc?: number;
  /** An animated run's GIF of the token, in the same pack. */
  animation?: { offset: number; size: number; crc: number };
  /** An animated run's video of the token (an MP4 or a WebM, as the run's format), in the same pack. */
  video?: { offset: number; size: number; crc: number; kind: 'mp4' | 'webm' };
}
