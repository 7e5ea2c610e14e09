// A sequence of PNG frames (a folder of numbered frames) as one APNG, so that such a value is stored and
// travels as one file, as a GIF value does: the frames' compressed image data is moved, never decoded. All
// the frames must share their header (size, bit depth, colour type, interlace) and palette, as APNG's
// frames do; a sequence that does not is refused (null). Each frame covers the whole image and replaces
// the one before (APNG_BLEND_OP_SOURCE), so a transparent pixel stays transparent.
import { isPng, pngChunks } from '../animation/animated-image.ts';
import { pngFile, type Chunk } from './png-chunks.ts';

/** Chunks that decide how every frame's bytes read: they must be the same in each frame. */
const SHARED = ['IHDR', 'PLTE', 'tRNS'];
/** An animated PNG (acTL, fcTL, fdAT) cannot be one frame of another. */
const ANIMATION = ['acTL', 'fcTL', 'fdAT'];
const BLEND_OP_SOURCE = 0;
const DISPOSE_OP_NONE = 0;

interface Frame {
  /** IHDR, PLTE and tRNS as text, to compare frames. */
  shared: string;
  /** The chunks before the image data, IHDR first (the first frame's are the APNG's). */
  head: Chunk[];
  data: Uint8Array[];
}

const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');

function readFrame(png: Uint8Array): Frame | null {
  if (!isPng(png)) return null;
  const frame: Frame = { shared: '', head: [], data: [] };
  for (const { type, data: at, length } of pngChunks(png)) {
    const data = png.subarray(at, at + length);
    if (ANIMATION.includes(type)) return null;
    if (SHARED.includes(type)) frame.shared += `${type}:${hex(data)};`;
    if (type === 'IDAT') frame.data.push(data);
    else if (type !== 'IEND' && !frame.data.length) frame.head.push({ type, data });
  }
  return frame.head[0]?.type === 'IHDR' && frame.data.length ? frame : null;
}

/** Big-endian fields of 1, 2 or 4 bytes, as APNG's chunks lay them out. */
function fields(...values: Array<readonly [value: number, bytes: 1 | 2 | 4]>): Uint8Array {
  const data = new Uint8Array(values.reduce((n, [, bytes]) => n + bytes, 0));
  const view = new DataView(data.buffer);
  values.reduce((at, [value, bytes]) => {
    if (bytes === 4) view.setUint32(at, value);
    else if (bytes === 2) view.setUint16(at, value);
    else view.setUint8(at, value);
    return at + bytes;
  }, 0);
  return data;
}

/** One APNG of `pngs` in order, each shown `delayMs`, looping forever; null when they cannot be one. */
export function apngOfFrames(pngs: readonly Uint8Array[], delayMs: number): Uint8Array<ArrayBuffer> | null {
  const frames = pngs.map(readFrame);
  const first = frames[0];
  if (!first || frames.some((f) => f?.shared !== first.shared)) return null;
  const [header, ...rest] = first.head;
  const view = new DataView(header!.data.buffer, header!.data.byteOffset);
  const [width, height] = [view.getUint32(0), view.getUint32(4)];
  let sequence = 0;
  const control = (): Chunk => ({
    type: 'fcTL',
    data: fields(
      [sequence++, 4],
      [width, 4],
      [height, 4],
      [0, 4],
      [0, 4],
      [delayMs, 2],
      [1000, 2],
      [DISPOSE_OP_NONE, 1],
      [BLEND_OP_SOURCE, 1],
    ),
  });
  // acTL before the image data, and the first frame's fcTL too: the still is frame 0.
  const chunks: Chunk[] = [header!, { type: 'acTL', data: fields([frames.length, 4], [0, 4]) }, ...rest, control()];
  chunks.push(...first.data.map((data) => ({ type: 'IDAT', data })));
  for (const frame of frames.slice(1)) {
    chunks.push(control());
    for (const data of frame!.data) {
      const numbered = new Uint8Array(4 + data.length);
      new DataView(numbered.buffer).setUint32(0, sequence++);
      numbered.set(data, 4);
      chunks.push({ type: 'fdAT', data: numbered });
    }
  }
  return pngFile(chunks);
}
