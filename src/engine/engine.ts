// The typed facade the features use; no feature touches a Worker or Comlink directly.
import { transfer } from 'comlink';
import type {
  LookAlikeGroups,
  LookAlikePrints,
  PrintBatch,
  StoredImage,
  IpfsPack,
  IpfsPackRequest,
  MetadataBatch,
  NamedBlob,
  PreparedLayer,
  StargazeExport,
  StargazeZipRequest,
  TargetCheck,
  UpdatedUris,
  ZipEntry,
  ZipOptions,
} from '@core/protocol';
import { WorkerPool } from './worker-pool';
import type { LaunchTargetId } from '@shared/launch-targets';

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
export function imageZipInWorker(resultsDir: string, entries: StoredImage[], signal?: AbortSignal): Promise<Blob> {
  return sharedPool().run((remote) => remote.imageZip(resultsDir, entries), signal);
}

/** A zip of {n}.json metadata files, built in a worker. */
export function metadataZipInWorker(batch: MetadataBatch, signal?: AbortSignal): Promise<Uint8Array> {
  return sharedPool().run((remote) => remote.metadataZip(batch), signal);
}

/** The Stargaze export as one zip built in a worker; its image parts stay in the result packs. */
export function stargazeZipInWorker(request: StargazeZipRequest, signal?: AbortSignal): Promise<StargazeExport> {
  return sharedPool().run((remote) => remote.stargazeZip(request), signal);
}

/** The set as two CAR files for IPFS, built in a worker and written as they are made (the roots come back). */
export function ipfsPackInWorker(request: IpfsPackRequest, signal?: AbortSignal): Promise<IpfsPack> {
  return sharedPool().run((remote) => remote.ipfsPack(request), signal);
}

/** An export zip checked in a worker with the target's rules. */
export function checkExportInWorker(zip: Blob, target: LaunchTargetId, signal?: AbortSignal): Promise<TargetCheck> {
  return sharedPool().run((remote) => remote.checkExport(zip, target), signal);
}

/** "Update image URIs" in a worker: the metadata files back in a zip with `image` rewritten. */
export function updateImageUrisInWorker(input: Blob | NamedBlob[], base: string, signal?: AbortSignal): Promise<UpdatedUris> {
  return sharedPool().run((remote) => remote.updateImageUris(input, base), signal);
}

/** The SHA-256 and look-alike fingerprint of each stored image, read and decoded in a worker. */
export function lookAlikePrintsInWorker(resultsDir: string, images: StoredImage[], signal?: AbortSignal): Promise<PrintBatch> {
  return sharedPool().run((remote) => remote.lookAlikePrints(resultsDir, images), signal);
}

/** The look-alike groups of a run's fingerprints, compared in a worker (50 million pairs for 10 000 images). */
export function lookAlikeGroupsInWorker(prints: LookAlikePrints, threshold: number, signal?: AbortSignal): Promise<LookAlikeGroups> {
  return sharedPool().run((remote) => remote.lookAlikeGroups(prints, threshold), signal);
}
