// The two CARs a run of `count` images packs into, made in Node with the browser's own packing modules
// (unixfs-v1-2025, CAR written block by block) from incompressible stand-ins for 1000 px PNGs, into
// temporary files: the images, then the metadata naming the images root, as "Pack for IPFS" makes them.
import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CarFile } from '../core/export/ipfs/car-file.ts';
import { directoryRoot, type NamedBytes } from '../core/export/ipfs/unixfs-directory.ts';

function* images(count: number, imageBytes: number): Iterable<NamedBytes> {
  const noise = randomFillSync(new Uint8Array(imageBytes));
  for (let n = 1; n <= count; n++) {
    const bytes = noise.slice();
    new DataView(bytes.buffer).setUint32(0, n);
    yield { name: `${n}.png`, bytes };
  }
}

async function carInto(path: string, files: Iterable<NamedBytes>): Promise<{ root: string; bytes: number }> {
  const fd = openSync(path, 'w');
  const car = await CarFile.open({
    write: (bytes, at) => void writeSync(fd, bytes, 0, bytes.length, at),
    close: async () => closeSync(fd),
  });
  const root = await directoryRoot(files, { put: car.put });
  return { root: root.toString(), bytes: await car.finish(root) };
}

export async function launchCars(dir: string, count: number, imageBytes: number) {
  const imagesPath = join(dir, 'images.car');
  const metadataPath = join(dir, 'metadata.car');
  const imagesCar = await carInto(imagesPath, images(count, imageBytes));
  const metadata = Array.from({ length: count }, (_, i) => ({
    name: String(i + 1),
    bytes: new TextEncoder().encode(
      JSON.stringify({ name: `Bench #${i + 1}`, image: `ipfs://${imagesCar.root}/${i + 1}.png`, attributes: [] }),
    ),
  }));
  const metadataCar = await carInto(metadataPath, metadata);
  return { imagesPath, metadataPath, imagesCar, metadataCar };
}
