// The rename run: batches are read and zipped only when their turn comes (a few ahead, so zipping overlaps
// the pause between downloads) and saved strictly in order; no more than `parallel` batches are in memory.
import type { ZipEntry } from '@core/protocol';
import { DOWNLOAD_PAUSE_MS } from '@/config/constants';
import { numberedName, planBatches, type BatchPlan } from './numbering';

export interface RenameProgress {
  done: number;
  total: number;
  batch: number;
  batches: number;
}

export interface RenameDeps {
  zip(entries: ZipEntry[], signal: AbortSignal): Promise<Uint8Array>;
  save(bytes: Uint8Array, name: string): void | Promise<void>;
  pause(ms: number, signal: AbortSignal): Promise<void>;
  onProgress(progress: RenameProgress): void;
  /** Batches being read and zipped at the same time. */
  parallel: number;
}

async function readBatch(files: readonly File[], batch: BatchPlan): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  for (let i = batch.start; i < batch.end; i++) {
    const file = files[i]!;
    entries.push({ name: numberedName(i, file.name), data: new Uint8Array(await file.arrayBuffer()) });
  }
  return entries;
}

export async function renameFiles(files: readonly File[], deps: RenameDeps, outer: AbortSignal): Promise<void> {
  const batches = planBatches(files.length);
  const controller = new AbortController();
  const stop = () => controller.abort(outer.reason);
  outer.addEventListener('abort', stop, { once: true });
  const { signal } = controller;
  const queue: Array<Promise<Uint8Array>> = [];
  let next = 0;
  const fill = () => {
    while (next < batches.length && queue.length < Math.max(1, deps.parallel)) {
      const batch = batches[next++]!;
      const job = readBatch(files, batch).then((entries) => deps.zip(entries, signal));
      // Awaited in order below; this only keeps a later batch's failure from being reported as unhandled.
      job.catch(() => undefined);
      queue.push(job);
    }
  };
  try {
    deps.onProgress({ done: 0, total: files.length, batch: 0, batches: batches.length });
    fill();
    for (const [i, batch] of batches.entries()) {
      const bytes = await queue.shift()!;
      signal.throwIfAborted();
      fill();
      await deps.save(bytes, batch.zipName);
      deps.onProgress({ done: batch.end, total: files.length, batch: i + 1, batches: batches.length });
      if (i < batches.length - 1) await deps.pause(DOWNLOAD_PAUSE_MS, signal);
    }
  } catch (error) {
    controller.abort(error);
    throw error;
  } finally {
    outer.removeEventListener('abort', stop);
  }
}
