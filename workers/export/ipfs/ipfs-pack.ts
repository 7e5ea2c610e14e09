// The set packed for IPFS in the worker: the images as one UnixFS directory (1.png ... N.png) in
// images.car, whose root is known once the last image is in; then every token's metadata with
// `image` = `ipfs://<imagesRoot>/<n>.png`, named `1` ... `N` as the minter reads them (`<base>/<k>`), in
// metadata.car; an animated set's GIFs and videos (1.gif, 1.mp4 ...) go into the images directory beside the
// PNGs, named by each token's `animation_url`. Both are written as they are made, into the origin-private file system or a picked
// folder, so nothing holds the whole set in memory; the artist uploads the two files to a pinning service.
import { resultsDirectory } from '../../composite/result-files.ts';
import { resultSlice } from '../../../core/compose/result-slice.ts';
import { animationName, imageName } from '../../../core/export/export-layout.ts';
import { setAnimationFiles } from '../../../core/export/export-set.ts';
import type { ResultLocation } from '../../../core/stored-image.ts';
import { targetOf } from '../../../core/export/targets/registry.ts';
import { targetLayout } from '../../../core/export/targets/target-layout.ts';
import { setPreflight, type PreflightRefusal } from '../../../core/export/targets/preflight.ts';
import { validateStargaze } from '../../../core/export/validate-stargaze.ts';
import { CarFile, type ByteSink } from '../../../core/export/ipfs/car-file.ts';
import { directoryRoot, type NamedBytes } from '../../../core/export/ipfs/unixfs-directory.ts';
import type { IpfsPack, IpfsPackRequest } from '../../../core/export/ipfs/ipfs-types.ts';

export const IMAGES_CAR = 'images.car';
export const METADATA_CAR = 'metadata.car';
/** How long the CARs' URLs live: the page offers them as downloads right away. */
const CAR_URL_TTL_MS = 10 * 60_000;
/** Images read ahead of the importer: hides each read's round trip, bounds memory at 1000 px. */
const READ_AHEAD = 4;
const encoder = new TextEncoder();

async function sinkFor(dir: FileSystemDirectoryHandle, name: string, inOriginStorage: boolean): Promise<ByteSink> {
  const handle = await dir.getFileHandle(name, { create: true });
  if (inOriginStorage) {
    const file = await handle.createSyncAccessHandle();
    file.truncate(0);
    return {
      write: (bytes, at) => void file.write(bytes, { at }),
      close: async () => {
        file.flush();
        file.close();
      },
    };
  }
  const writable = await handle.createWritable();
  return {
    write: (bytes, at) => writable.write({ type: 'write', position: at, data: bytes as Uint8Array<ArrayBuffer> }),
    close: () => writable.close(),
  };
}

/** Each token's image, then its animation files, in number order. */
function storedFiles(request: IpfsPackRequest): { name: string; at: ResultLocation }[] {
  const animations = setAnimationFiles(request);
  return request.images.flatMap((image) => [
    { name: imageName(image.n), at: image },
    ...animations.map((file) => {
      const stored = file === 'gif' ? image.animation : image.video;
      if (!stored) throw new Error(`The animation of token ${image.n} (${file}) is not stored`);
      return { name: animationName(image.n, file), at: { pack: image.pack, offset: stored.offset, size: stored.size } };
    }),
  ]);
}

/** The stored files in order, a few reads ahead. */
async function* imageFiles(request: IpfsPackRequest): AsyncIterable<NamedBytes> {
  const dir = await resultsDirectory(request.resultsDir);
  const packs = new Map<string, Promise<File>>();
  const files = storedFiles(request);
  const read = (i: number) => resultSlice(dir, packs, files[i]!.at).then(async (blob) => new Uint8Array(await blob.arrayBuffer()));
  const pending: Promise<Uint8Array>[] = [];
  for (let i = 0; i < files.length; i++) {
    while (pending.length < READ_AHEAD && i + pending.length < files.length) pending.push(read(i + pending.length));
    yield { name: files[i]!.name, bytes: await pending.shift()! };
  }
}

async function packed(
  dir: FileSystemDirectoryHandle,
  name: string,
  inOriginStorage: boolean,
  files: AsyncIterable<NamedBytes> | NamedBytes[],
) {
  const car = await CarFile.open(await sinkFor(dir, name, inOriginStorage));
  const root = await directoryRoot(files, { put: car.put });
  await car.finish(root);
  return root;
}

/** Stands in for the images root in the pre-flight: the metadata will hold it, it is not known yet. */
const IMAGES_ROOT_STAND_IN = 'ipfs://images-root';

export async function ipfsPack(request: IpfsPackRequest): Promise<IpfsPack | PreflightRefusal> {
  const numbers = request.images.map(({ n }) => n);
  const stood = { ...request, baseUri: IMAGES_ROOT_STAND_IN };
  const { problems: preflight } = setPreflight(stood, targetLayout(stood, numbers));
  if (preflight.length && !request.anyway) return { refused: preflight };
  const inOriginStorage = !request.folder;
  const dir = request.folder ?? (await resultsDirectory(request.resultsDir));
  const imagesRoot = await packed(dir, IMAGES_CAR, inOriginStorage, imageFiles(request));
  const target = targetOf(request);
  if (!target.ipfsMetadata) throw new Error(`${target.rules.label} is not packed for IPFS`);
  const rooted = { ...stood, baseUri: `ipfs://${imagesRoot.toString()}` };
  const metadata = numbers.map((n) => target.ipfsMetadata!(rooted, n));
  const metadataRoot = await packed(
    dir,
    METADATA_CAR,
    inOriginStorage,
    metadata.map((file) => ({ name: file.name, bytes: encoder.encode(file.text) })),
  );
  const pack: IpfsPack = {
    imagesRoot: imagesRoot.toString(),
    metadataRoot: metadataRoot.toString(),
    baseTokenUri: `ipfs://${metadataRoot.toString()}/`,
    images: request.images.length,
    metadata: metadata.length,
    problems: validateStargaze(
      request.images.map(({ n }) => imageName(n)),
      metadata,
    ),
    exportedAnyway: preflight,
  };
  if (!inOriginStorage) return pack;
  const url = async (name: string) => {
    const carUrl = URL.createObjectURL(await (await dir.getFileHandle(name)).getFile());
    setTimeout(() => URL.revokeObjectURL(carUrl), CAR_URL_TTL_MS);
    return carUrl;
  };
  return { ...pack, imagesCarUrl: await url(IMAGES_CAR), metadataCarUrl: await url(METADATA_CAR) };
}
