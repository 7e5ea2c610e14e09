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
  PreflightRefusal,
  ExportZip,
  ExportZipRequest,
  TargetCheck,
  UpdatedUris,
  ZipEntry,
  ZipOptions,
} from '@core/protocol';
import { WorkerPool } from './worker-pool';
import { inForeground } from './foreground';
import type { LaunchTargetId } from '@shared/launch-targets';

let pool: WorkerPool | null = null;
const sharedPool = () => (pool ??= new WorkerPool());
/** The artist's work in the pool: background work waits for it (foreground.ts). */
const foregroundRun: WorkerPool['run'] = (task, signal) => inForeground(() => sharedPool().run(task, signal));

/** Builds a zip in a worker; the entries' buffers move to the worker (they are unusable afterwards). */
export function zipInWorker(entries: ZipEntry[], options: ZipOptions, signal?: AbortSignal): Promise<Uint8Array> {
  const buffers = entries.map((e) => e.data.buffer as ArrayBuffer);
  return foregroundRun((remote) => remote.zip(transfer(entries, buffers), options), signal);
}

/** Whether each stored working copy still decodes, checked in a worker (600 decodes started on the page
 * held its main thread for 100-160 ms even though the decoding itself runs elsewhere). */
export function decodableInWorker(images: Array<Blob | null>, signal?: AbortSignal): Promise<boolean[]> {
  return foregroundRun((remote) => remote.decodable(images), signal);
}

/** Decodes an upload in a worker and returns its scaled, recompressed working copy. */
export function prepareLayerInWorker(file: Blob, maxPx: number, quality: number, signal?: AbortSignal): Promise<PreparedLayer> {
  return foregroundRun((remote) => remote.prepareLayer(file, maxPx, quality), signal);
}

/** A numbered-frames value's frames as one APNG, made in a worker. */
export function framesApngInWorker(frames: Blob[], delayMs: number, signal?: AbortSignal): Promise<Uint8Array> {
  return foregroundRun((remote) => remote.framesApng(frames, delayMs), signal);
}

/** A STORE zip of stored results (merged_{n}.png), built in a worker; its image parts stay on disk. */
export function imageZipInWorker(resultsDir: string, entries: StoredImage[], signal?: AbortSignal): Promise<Blob> {
  return foregroundRun((remote) => remote.imageZip(resultsDir, entries), signal);
}

/** A zip of {n}.json metadata files, built in a worker. */
export function metadataZipInWorker(batch: MetadataBatch, signal?: AbortSignal): Promise<Uint8Array> {
  return foregroundRun((remote) => remote.metadataZip(batch), signal);
}

/** Metadata files' texts, written in a worker (a `{rank}` ranks the whole set there). */
export function metadataTextsInWorker(batch: Omit<MetadataBatch, 'level'>): Promise<string[]> {
  return foregroundRun((remote) => remote.metadataTexts(batch));
}

/** The export (any target) as one zip built in a worker; its image parts stay in the result packs. */
export function exportZipInWorker(request: ExportZipRequest, signal?: AbortSignal): Promise<ExportZip | PreflightRefusal> {
  return foregroundRun<ExportZip | PreflightRefusal>((remote) => remote.exportZip(request), signal);
}

/** The set as two CAR files for IPFS, built in a worker and written as they are made (the roots come back). */
export function ipfsPackInWorker(request: IpfsPackRequest, signal?: AbortSignal): Promise<IpfsPack | PreflightRefusal> {
  return foregroundRun<IpfsPack | PreflightRefusal>((remote) => remote.ipfsPack(request), signal);
}

/** An export zip checked in a worker with the target's rules. */
export function checkExportInWorker(zip: Blob, target: LaunchTargetId, signal?: AbortSignal): Promise<TargetCheck> {
  return foregroundRun((remote) => remote.checkExport(zip, target), signal);
}

/** "Update image URIs" in a worker: the metadata files back in a zip with `image` rewritten. */
export function updateImageUrisInWorker(input: Blob | NamedBlob[], base: string, signal?: AbortSignal): Promise<UpdatedUris> {
  return foregroundRun((remote) => remote.updateImageUris(input, base), signal);
}

/** The SHA-256 and look-alike fingerprint of each stored image, read and decoded in a worker. */
export function lookAlikePrintsInWorker(resultsDir: string, images: StoredImage[], signal?: AbortSignal): Promise<PrintBatch> {
  return sharedPool().run((remote) => remote.lookAlikePrints(resultsDir, images), signal);
}

/** The look-alike groups of a run's fingerprints, compared in a worker (50 million pairs for 10 000 images). */
export function lookAlikeGroupsInWorker(prints: LookAlikePrints, threshold: number, signal?: AbortSignal): Promise<LookAlikeGroups> {
  return sharedPool().run((remote) => remote.lookAlikeGroups(prints, threshold), signal);
}
