// What the IPFS specs read back of a CAR the app made: its blocks in a blockstore (with its roots), and a
// file's bytes found by path from a root, walked by ipfs-unixfs-exporter as any IPFS node would.
import { CarReader } from '@ipld/car';
import { MemoryBlockstore } from 'blockstore-core/memory';
import { exporter } from 'ipfs-unixfs-exporter';

export async function carStore(car: Uint8Array): Promise<{ roots: string[]; store: MemoryBlockstore }> {
  const reader = await CarReader.fromBytes(car);
  const store = new MemoryBlockstore();
  for await (const block of reader.blocks()) await store.put(block.cid, block.bytes);
  return { roots: (await reader.getRoots()).map(String), store };
}

/** The bytes of the file at `path` (`<root>/<name>`). */
export async function bytesAt(path: string, store: MemoryBlockstore): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const entry = await exporter(path, store);
  if (entry.type !== 'file' && entry.type !== 'raw') throw new Error(`${path} is a ${entry.type}, not a file`);
  for await (const part of entry.content()) parts.push(part);
  return Buffer.concat(parts);
}
