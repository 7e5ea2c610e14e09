import { CarReader } from '@ipld/car';
import { MemoryBlockstore } from 'blockstore-core/memory';
import { exporter } from 'ipfs-unixfs-exporter';
import { describe, expect, it } from 'vitest';
import { CarFile, type ByteSink } from './car-file.ts';
import { directoryRoot } from './unixfs-directory.ts';

/** A file in memory written at positions, as the origin-private file system's handle is. */
function memorySink() {
  let bytes = new Uint8Array(0);
  const sink: ByteSink = {
    write(chunk, at) {
      if (at + chunk.length > bytes.length) {
        const grown = new Uint8Array(at + chunk.length);
        grown.set(bytes);
        bytes = grown;
      }
      bytes.set(chunk, at);
    },
    close: async () => undefined,
  };
  return { sink, bytes: () => bytes };
}

const files = Array.from({ length: 12 }, (_, i) => ({
  name: `${i + 1}.png`,
  bytes: new TextEncoder().encode(`image ${i + 1} `.repeat(i % 3 === 0 ? 200_000 : 10)),
}));

async function contentOf(path: string, store: MemoryBlockstore): Promise<Uint8Array> {
  const entry = await exporter(path, store);
  if (entry.type !== 'file' && entry.type !== 'raw') throw new Error(`${path} is a ${entry.type}, not a file`);
  const parts: Uint8Array[] = [];
  for await (const part of entry.content()) parts.push(part);
  return Buffer.concat(parts);
}

describe('CarFile and directoryRoot', () => {
  it('write a CAR whose header names the directory root and whose blocks give back every file', async () => {
    const memory = memorySink();
    const car = await CarFile.open(memory.sink);
    const root = await directoryRoot(files, { put: car.put });
    const size = await car.finish(root);
    expect(size).toBe(memory.bytes().length);

    const reader = await CarReader.fromBytes(memory.bytes());
    expect((await reader.getRoots()).map(String)).toEqual([root.toString()]);
    const store = new MemoryBlockstore();
    for await (const block of reader.blocks()) await store.put(block.cid, block.bytes);
    for (const file of files)
      expect(Buffer.from(await contentOf(`${root}/${file.name}`, store)).equals(Buffer.from(file.bytes))).toBe(true);
    // Files over 1 MiB are chunked (unixfs-v1-2025): the first is 1.6 MB.
    expect(files[0]!.bytes.length).toBeGreaterThan(1024 * 1024);
  });

  it('gives the root an independent import of the same files gives, CIDv1 with raw leaves', async () => {
    const root = await directoryRoot(files, new MemoryBlockstore());
    const again = await directoryRoot([...files].reverse(), new MemoryBlockstore());
    expect(again.toString()).toBe(root.toString());
    expect(root.version).toBe(1);
    expect(root.toString()).toMatch(/^bafy/);
    const single = await directoryRoot([files[1]!], new MemoryBlockstore());
    expect(single.toString()).not.toBe(root.toString());
  });
});
