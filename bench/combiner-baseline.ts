// The ceiling the combiner is compared with: in the same browser, a bare compose + PNG encode loop on
// one OffscreenCanvas per worker (as many workers as the app uses; bench/workers/bare-loop.worker.ts),
// with the layer images the app stored and the app's own encoder, nothing written anywhere and no
// main-thread work of its own (the benchmark runs it under the generation's frame probe, `underProbe`).
// Images per second over the whole batch.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright';
import type { BareLoopSetup } from './workers/bare-loop-setup.ts';
import { composeChunk } from '../src/engine/compose-chunk.ts';
import { sessionSize, type OutputSize } from '../src/features/combiner/output-size.ts';

/** bare-loop.worker.ts and what it imports (the app's encoder, libdeflate) as the source of one module worker. */
async function workerSource(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('./workers/bare-loop.worker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    // The worker runs from a blob: URL, against which nothing relative resolves; libdeflate's module
    // works out its own folder from import.meta.url even though its WebAssembly is inline.
    define: { 'import.meta.url': JSON.stringify('https://bench.invalid/') },
    // Required only on its Node branch.
    external: ['fs', 'path'],
  });
  return outputFiles[0]!.text;
}

let code: Promise<string> | null = null;

/** Where the bare loop takes its layer images: the app's image store, or PNG files given as base64, bottom layer first. */
type LayerSource = { store: true } | { files: string[][] };

/**
 * The bare loop over `count` images at the output size `output`, split over `workers` workers, with the
 * app's encoder unless `encoder` says 'browser'; with `store`, each PNG is also appended to a file of the
 * origin-private file system, as the app's compose workers do. Images per second over the whole batch
 * and mean PNG bytes per image.
 */
export async function bareLoop(
  page: Page,
  output: OutputSize,
  count: number,
  workers: number,
  { store = false, encoder = 'app', files }: Partial<Pick<BareLoopSetup, 'store' | 'encoder'>> & { files?: string[][] } = {},
): Promise<{ imagesPerSecond: number; bytesPerImage: number }> {
  const size = sessionSize(output);
  const setup: Omit<BareLoopSetup, 'layers' | 'count'> = { size, store, encoder, chunk: composeChunk({ size, optimise: false }) };
  const source: LayerSource = files ? { files } : { store: true };
  return page.evaluate(
    async ({ source, setup, count, workers }) => {
      const read = <T>(request: IDBRequest) =>
        new Promise<T>(
          (resolve, reject) => ((request.onsuccess = () => resolve(request.result as T)), (request.onerror = () => reject(request.error))),
        );
      const stored = async () => {
        const db = await read<IDBDatabase>(indexedDB.open('traitforge-combiner'));
        const images = db.transaction('images').objectStore('images');
        const [keys, values] = await Promise.all([read<string[]>(images.getAllKeys()), read<Array<{ original: Blob }>>(images.getAll())]);
        db.close();
        const groups = new Map<string, Blob[]>();
        keys.forEach((key, i) => {
          const group = key.slice(0, key.indexOf('-'));
          groups.set(group, [...(groups.get(group) ?? []), values[i]!.original]);
        });
        return [...groups.values()];
      };
      const fromBase64 = (b64: string) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const layers = 'files' in source ? source.files.map((layer) => layer.map(fromBase64)) : await stored();
      const url = URL.createObjectURL(new Blob([source.code], { type: 'text/javascript' }));
      const pool = Array.from({ length: workers }, () => new Worker(url, { type: 'module' }));
      const next = (w: Worker) => new Promise<number>((resolve) => (w.onmessage = ({ data }) => resolve(Number(data))));
      const ready = pool.map(next);
      pool.forEach((w, i) => w.postMessage({ ...setup, layers, count: Math.floor(count / workers) + (i < count % workers ? 1 : 0) }));
      await Promise.all(ready);
      const started = performance.now();
      const done = pool.map(next);
      pool.forEach((w) => w.postMessage('go'));
      const bytes = (await Promise.all(done)).reduce((sum, b) => sum + b, 0);
      const seconds = (performance.now() - started) / 1000;
      pool.forEach((w) => w.terminate());
      URL.revokeObjectURL(url);
      return { imagesPerSecond: count / seconds, bytesPerImage: bytes / count };
    },
    {
      source: { ...source, code: await (code ??= workerSource()) },
      setup,
      count,
      workers,
    },
  );
}

/** Images per second of the bare loop on the layers the app stored (bareLoop). */
export const bareLoopRate = async (...args: Parameters<typeof bareLoop>) => (await bareLoop(...args)).imagesPerSecond;
