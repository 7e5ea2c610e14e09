// A CAR (v1) written straight into a file as the importer hands its blocks over: a header naming a
// placeholder root first, each block once (identical images share theirs) after it, and the header
// written again over the placeholder once the real root is known. A directory root is always a CIDv1
// dag-pb sha2-256 (36 bytes), the placeholder too, so the header keeps its length and nothing moves.
import { createWriter, headerLength, close } from '@ipld/car/buffer-writer';
import { CID } from 'multiformats/cid';
import { create as digestOf } from 'multiformats/hashes/digest';

const DAG_PB = 0x70;
const SHA2_256 = 0x12;
const PLACEHOLDER_ROOT = CID.createV1(DAG_PB, digestOf(SHA2_256, new Uint8Array(32)));

/** Where the CAR's bytes go: a sync access handle of the origin-private file system, or a picked folder's file. */
export interface ByteSink {
  write(bytes: Uint8Array, at: number): void | Promise<void>;
  close(): Promise<void>;
}

function header(root: CID): Uint8Array {
  const roots = [root];
  return close(createWriter(new ArrayBuffer(headerLength({ roots })), { roots }));
}

function varint(value: number): Uint8Array {
  const out: number[] = [];
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
  return Uint8Array.from(out);
}

export class CarFile {
  private offset: number;
  private readonly written = new Set<string>();
  /** Bytes of blocks, headers excluded: what the pinning service will store. */
  blockBytes = 0;

  private constructor(private readonly sink: ByteSink) {
    this.offset = 0;
  }

  static async open(sink: ByteSink): Promise<CarFile> {
    const car = new CarFile(sink);
    const placeholder = header(PLACEHOLDER_ROOT);
    car.offset = placeholder.length;
    await sink.write(placeholder, 0);
    return car;
  }

  /** The blockstore's put: each block's section (length, CID, bytes) after the last, once per CID. */
  put = async (cid: CID, bytes: Uint8Array): Promise<CID> => {
    const key = cid.toString();
    if (this.written.has(key)) return cid;
    this.written.add(key);
    const head = varint(cid.bytes.length + bytes.length);
    const at = this.offset;
    this.offset += head.length + cid.bytes.length + bytes.length;
    this.blockBytes += bytes.length;
    const section = new Uint8Array(head.length + cid.bytes.length + bytes.length);
    section.set(head, 0);
    section.set(cid.bytes, head.length);
    section.set(bytes, head.length + cid.bytes.length);
    await this.sink.write(section, at);
    return cid;
  };

  /** Names the root in the header and closes the file; returns the CAR's size. */
  async finish(root: CID): Promise<number> {
    const final = header(root);
    if (final.length !== header(PLACEHOLDER_ROOT).length) throw new Error(`root ${root.toString()} is not a CIDv1 dag-pb directory`);
    await this.sink.write(final, 0);
    await this.sink.close();
    return this.offset;
  }
}
