// One UnixFS directory of named files, with the `unixfs-v1-2025` profile of IPIP-499 (CIDv1, sha2-256,
// raw leaves, 1 MiB chunks, 1024 links per node, HAMT past 256 KiB of block bytes): any conforming tool
// (Kubo, Helia, ipfs-car) computes the same root from the same files, so the addresses shown before the
// upload are the ones the pinning service will report.
import { importer, type ImportCandidate, type WritableStorage } from 'ipfs-unixfs-importer';
import type { CID } from 'multiformats/cid';

export const CID_PROFILE = 'unixfs-v1-2025';

export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

/** The root CID of a directory holding exactly these files; every block goes to `store`. */
export async function directoryRoot(files: AsyncIterable<NamedBytes> | Iterable<NamedBytes>, store: WritableStorage): Promise<CID> {
  async function* candidates(): AsyncIterable<ImportCandidate> {
    for await (const file of files) yield { path: file.name, content: file.bytes };
  }
  let root: CID | undefined;
  // With wrapWithDirectory the directory comes last, under the empty path.
  for await (const entry of importer(candidates(), store, { profile: CID_PROFILE, wrapWithDirectory: true })) root = entry.cid;
  if (!root) throw new Error('nothing to pack');
  return root;
}
