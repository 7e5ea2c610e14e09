// What the bench's bare loop worker is told (bare-loop.worker.ts), apart so that the bench's Node side can import it.
export interface BareLoopSetup {
  /** Layer images, bottom layer first. */
  layers: Blob[][];
  /** Longest side of the output; null keeps the first image's size. */
  size: number | null;
  count: number;
  /** Images per batch, as long as the app's compose calls (compose-chunk.ts). */
  chunk: number;
  encoder: 'app' | 'browser';
  /** Append each PNG to a file of the origin-private file system, as the app's workers do (app encoder only). */
  store: boolean;
}
