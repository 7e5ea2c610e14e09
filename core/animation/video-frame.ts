// A token's frame as a video encoder takes it: H.264 and VP9 in 4:2:0 need even sides, and an MP4 has no
// alpha channel. Odd sides are padded (the last row or column repeated, so no seam of another colour
// shows), not scaled: the pixels of the still stay exactly where they were.
import type { Rgba } from '../png/png-pixels.ts';

export const evenSide = (side: number) => side + (side % 2);

/** `frame` with its sides made even by repeating its last column and row; the frame itself when they are. */
export function evenFrame(frame: Rgba): Rgba {
  const { width, height, data } = frame;
  const [w, h] = [evenSide(width), evenSide(height)];
  if (w === width && h === height) return frame;
  const padded = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const row = Math.min(y, height - 1) * width * 4;
    padded.set(data.subarray(row, row + width * 4), y * w * 4);
    if (w > width) padded.copyWithin(y * w * 4 + width * 4, y * w * 4 + (width - 1) * 4, y * w * 4 + width * 4);
  }
  return { width: w, height: h, data: padded };
}

/** `frame` drawn over black, fully opaque: what an MP4 (no alpha) shows of a transparent pixel. */
export function overBlack(frame: Rgba): Rgba {
  const data = new Uint8Array(frame.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((data[i + c]! * alpha) / 255);
    data[i + 3] = 255;
  }
  return { ...frame, data };
}

/** H.264 profile and level by frame size (macroblocks of 16 x 16 px): Baseline 3.1 up to 720p, which every
 * player decodes, then High 4.0 (1080p), 5.0 and 5.1 (4096 x 2304); null past what H.264 levels take. */
export function avcCodec(width: number, height: number): string | null {
  const macroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
  const levels: [number, string][] = [
    [3_600, 'avc1.42001f'],
    [8_192, 'avc1.640028'],
    [22_080, 'avc1.640032'],
    [36_864, 'avc1.640033'],
  ];
  return levels.find(([most]) => macroblocks <= most)?.[1] ?? null;
}
