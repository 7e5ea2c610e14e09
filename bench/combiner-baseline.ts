// The ceiling the combiner is compared with: in the same browser, a bare compose + PNG encode loop on
// one OffscreenCanvas per worker (as many workers as the app uses), with the layer images the app
// stored, nothing written anywhere and no main-thread work of its own (the benchmark runs it under the
// generation's frame probe, `underProbe`). Images per second over the whole batch.
// Its PNGs are encoded in batches as long as the app's compose calls (longer batches run faster).
import type { Page } from 'playwright';
import { composeChunk } from '../src/engine/compose-chunk.ts';
import { fitsWorkingCopies, sessionSize, type OutputSize } from '../src/features/combiner/output-size.ts';

const WORKER = `
onmessage = async ({ data: { layers, size, count, store, chunk } }) => {
  const probe = await createImageBitmap(layers[0][0]);
  const scale = size ? Math.min(1, size / Math.max(probe.width, probe.height)) : 1;
  const width = Math.max(1, Math.round(probe.width * scale));
  const height = Math.max(1, Math.round(probe.height * scale));
  const options = { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' };
  const bitmaps = await Promise.all(layers.map((layer) => Promise.all(layer.map((blob) => createImageBitmap(blob, options)))));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  const root = await navigator.storage.getDirectory();
  const file = store && (await (await root.getFileHandle('bare-loop-' + Math.random() + '.bin', { create: true })).createSyncAccessHandle());
  let end = 0;
  postMessage('ready');
  await new Promise((resolve) => (onmessage = resolve));
  let made = 0;
  while (made < count) {
    const batch = [];
    for (let k = 0; k < chunk && made + batch.length < count; k++) {
      let rest = made + batch.length;
      context.clearRect(0, 0, width, height);
      for (const images of bitmaps) {
        context.drawImage(images[rest % images.length], 0, 0);
        rest = Math.floor(rest / images.length);
      }
      batch.push(canvas.convertToBlob({ type: 'image/png' }));
    }
    const blobs = await Promise.all(batch);
    if (file) {
      const bytes = new Uint8Array(await new Blob(blobs).arrayBuffer());
      file.write(bytes, { at: end });
      end += bytes.length;
    }
    made += batch.length;
  }
  if (file) file.close();
  postMessage('done');
};`;

/**
 * Images per second of the bare loop over `count` images at the output size `output`, split over `workers` workers;
 * with `store`, each batch of PNGs is also read back in one piece and appended to a file of the origin-private file system.
 */
export function bareLoopRate(page: Page, output: OutputSize, count: number, workers: number, store = false): Promise<number> {
  const size = sessionSize(output);
  return page.evaluate(
    async ({ source, size, count, workers, store, chunk, workingCopies }) => {
      const read = <T>(request: IDBRequest) =>
        new Promise<T>(
          (resolve, reject) => ((request.onsuccess = () => resolve(request.result as T)), (request.onerror = () => reject(request.error))),
        );
      const db = await read<IDBDatabase>(indexedDB.open('traitforge-combiner'));
      const images = db.transaction('images').objectStore('images');
      const [keys, values] = await Promise.all([
        read<string[]>(images.getAllKeys()),
        read<Array<{ original: Blob; preview: Blob }>>(images.getAll()),
      ]);
      db.close();
      const groups = new Map<string, Blob[]>();
      keys.forEach((key, i) => {
        const group = key.slice(0, key.indexOf('-'));
        groups.set(group, [...(groups.get(group) ?? []), workingCopies ? values[i]!.preview : values[i]!.original]);
      });
      const layers = [...groups.values()];
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const pool = Array.from({ length: workers }, () => new Worker(url));
      const next = (w: Worker) => new Promise((resolve) => (w.onmessage = resolve));
      const ready = pool.map(next);
      pool.forEach((w, i) =>
        w.postMessage({ layers, size, store, chunk, count: Math.floor(count / workers) + (i < count % workers ? 1 : 0) }),
      );
      await Promise.all(ready);
      const started = performance.now();
      const done = pool.map(next);
      pool.forEach((w) => w.postMessage('go'));
      await Promise.all(done);
      const seconds = (performance.now() - started) / 1000;
      pool.forEach((w) => w.terminate());
      URL.revokeObjectURL(url);
      return count / seconds;
    },
    {
      source: WORKER,
      size,
      count,
      workers,
      store,
      chunk: composeChunk({ size, optimise: false }),
      workingCopies: fitsWorkingCopies(output, false),
    },
  );
}
