// The typed facade the features use; no feature touches a Worker or Comlink directly.
import { transfer } from 'comlink';
import type { ZipEntry, ZipOptions } from '../../workers/protocol';
import { WorkerPool } from './worker-pool';

let pool: WorkerPool | null = null;
const sharedPool = () => (pool ??= new WorkerPool());

/** Builds a zip in a worker; the entries' buffers move to the worker (they are unusable afterwards). */
export function zipInWorker(entries: ZipEntry[], options: ZipOptions, signal?: AbortSignal): Promise<Uint8Array> {
  const buffers = entries.map((e) => e.data.buffer as ArrayBuffer);
  return sharedPool().run((remote) => remote.zip(transfer(entries, buffers), options), signal);
}
