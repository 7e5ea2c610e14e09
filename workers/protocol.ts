// The thread contract between the SPA (src/engine) and the image-engine workers. Types only.
import type { CollectionInfo, LayerValues } from './export/metadata.ts';

export type { CollectionInfo, LayerValues } from './export/metadata.ts';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export interface ZipOptions {
  /** 0 stores (right for PNGs, which DEFLATE barely shrinks); 1-9 deflates at that level. */
  level: number;
}

export interface PreparedLayer {
  /** The working copy: at most the layer size, recompressed. */
  preview: Blob;
  width: number;
  height: number;
}

export interface ComposeJob {
  /** 1-based result number (the file and metadata number). */
  n: number;
  /** Image index per layer, bottom layer first. */
  digits: number[];
}

export interface ComposeSession {
  /** Layer images, bottom layer first. */
  layers: Blob[][];
  /** Longest output side in px; null keeps the bottom layer's natural size. */
  maxPx: number | null;
  /** Directory of the origin-private file system that receives the PNGs. */
  resultsDir: string;
}

export interface MetadataBatch {
  collection: CollectionInfo;
  layers: LayerValues[];
  jobs: ComposeJob[];
  level: number;
}

export interface EngineApi {
  /** Packs the entries, in order, into one zip archive. */
  zip(entries: ZipEntry[], options: ZipOptions): Promise<Uint8Array>;
  /** Decodes an upload and makes its working copy; rejects when it is not an image. */
  prepareLayer(file: Blob, maxPx: number, quality: number): Promise<PreparedLayer>;
  /** Decodes every layer image once for the compose calls that follow. */
  startCompose(session: ComposeSession): Promise<void>;
  /** Renders and stores the jobs; resolves with how many were written. */
  compose(jobs: ComposeJob[]): Promise<number>;
  /** A STORE zip of stored results, entries named merged_{n}.png. */
  imageZip(resultsDir: string, numbers: number[]): Promise<Uint8Array>;
  /** A zip of {n}.json metadata files. */
  metadataZip(batch: MetadataBatch): Promise<Uint8Array>;
}
