// The IPFS packing's own modules (UnixFS import with the unixfs-v1-2025 profile, CAR written block by
// block: the code the browser's pack worker runs) driven in Node on incompressible stand-ins for 1000 px
// PNGs, written to a temporary file: what the packing costs without the browser's file system around it.
import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CarFile } from '../core/export/ipfs/car-file.ts';
import { directoryRoot, type NamedBytes } from '../core/export/ipfs/unixfs-directory.ts';

/** Each image its own bytes (a counter in front of one random block), made as the importer asks. */
function* images(count: number, imageBytes: number): Iterable<NamedBytes> {
  const noise = randomFillSync(new Uint8Array(imageBytes));
  for (let n = 1; n <= count; n++) {
    const bytes = noise.slice();
    new DataView(bytes.buffer).setUint32(0, n);
    yield { name: `${n}.png`, bytes };
  }
}

export async function packInNode(count: number, imageBytes: number) {
  const path = join(tmpdir(), `traitforge-export-bench-${process.pid}.car`);
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
  const root = await directoryRoot(images(count, imageBytes), { put: car.put });
  const carBytes = await car.finish(root);
  const seconds = (performance.now() - started) / 1000;
  rmSync(path);
  return { nodeCarSeconds: Math.round(seconds * 10) / 10, nodeCarBytes: carBytes, nodePeakHeapMb: Math.round(peakHeap / 2 ** 20) };
}
