// The typed facade the features use; no feature touches a Worker or Comlink directly.
import { transfer } from 'comlink';
import type { ImageZipEntry, MetadataBatch, PreparedLayer, ZipEntry, ZipOptions } from '../../workers/protocol';
import { WorkerPool } from './worker-pool';

export { planGeneration, type GenerationPlan } from '../../workers/combine/plan';
export { combinationCount } from '../../workers/combine/enumerate';
export { batchesOf, imageZipName, metadataZipName, imageEntryName, metadataEntryName } from '../../workers/export/batches';
export { metadataItem, metadataJson } from '../../workers/export/metadata';
export type { CollectionInfo, ComposeJob, LayerValues } from '../../workers/protocol';

let pool: WorkerPool | null = null;
const sharedPool = () => (pool ??= new WorkerPool());

/** Builds a zip in a worker; the entries' buffers move to the worker (they are unusable afterwards). */
export function zipInWorker(entries: ZipEntry[], options: ZipOptions, signal?: AbortSignal): Promise<Uint8Array> {
  const buffers = entries.map((e) => e.data.buffer as ArrayBuffer);
  return sharedPool().run((remote) => remote.zip(transfer(entries, buffers), options), signal);
}

/** Decodes an upload in a worker and returns its scaled, recompressed working copy. */
export function prepareLayerInWorker(file: Blob, maxPx: number, quality: number, signal?: AbortSignal): Promise<PreparedLayer> {
  return sharedPool().run((remote) => remote.prepareLayer(file, maxPx, quality), signal);
}

/** A STORE zip of stored results (merged_{n}.png), built in a worker; its image parts stay on disk. */
export function imageZipInWorker(resultsDir: string, entries: ImageZipEntry[], signal?: AbortSignal): Promise<Blob> {
  return sharedPool().run((remote) => remote.imageZip(resultsDir, entries), signal);
}

/** A zip of {n}.json metadata files, built in a worker. */
export function metadataZipInWorker(batch: MetadataBatch, signal?: AbortSignal): Promise<Uint8Array> {
  return sharedPool().run((remote) => remote.metadataZip(batch), signal);
}
