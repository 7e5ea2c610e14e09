// `npm run bench -- export`: the IPFS packing's own work (UnixFS import with the unixfs-v1-2025 profile,
// CAR written block by block) in Node, on incompressible stand-ins for 1000 px PNGs (450 KB each, about
// 4.5 GB at 10 000). The count is EXPORT_BENCH_IMAGES (default 10 000): the full size may be too slow
// on a busy machine. The browser's own figures (main-thread tasks) are not measured here.
import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CarFile } from '../workers/export/ipfs/car-file.ts';
import { directoryRoot, type NamedBytes } from '../workers/export/ipfs/unixfs-directory.ts';
import { report } from './report.ts';

const IMAGES = Number(process.env.EXPORT_BENCH_IMAGES ?? 10_000);
const IMAGE_BYTES = 450 * 1024;
const path = join(tmpdir(), `traitforge-export-bench-${process.pid}.car`);

/** Each image its own bytes (a counter in front of one random block), made as the importer asks. */
function* images(): Iterable<NamedBytes> {
  const noise = randomFillSync(new Uint8Array(IMAGE_BYTES));
  for (let n = 1; n <= IMAGES; n++) {
    const bytes = noise.slice();
    new DataView(bytes.buffer).setUint32(0, n);
    yield { name: `${n}.png`, bytes };
  }
}

let peakHeap = 0;
const fd = openSync(path, 'w');
const started = performance.now();
const car = await CarFile.open({
  write: (bytes, at) => {
    // Sampled per block written: the import never yields to a timer.
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    writeSync(fd, bytes, 0, bytes.length, at);
  },
  close: async () => closeSync(fd),
});
const root = await directoryRoot(images(), { put: car.put });
const carBytes = await car.finish(root);
const carSeconds = (performance.now() - started) / 1000;
rmSync(path);

const peakHeapMb = Math.round(peakHeap / 1024 / 1024);
report(
  'export',
  { images: IMAGES, imageBytes: IMAGE_BYTES, carSeconds: Math.round(carSeconds * 10) / 10, carBytes, peakHeapMb, root: root.toString() },
  [{ images: IMAGES, 'CAR GB': (carBytes / 1e9).toFixed(2), carSeconds: carSeconds.toFixed(1), 'peak heap MB': peakHeapMb }],
);
