// The look-alike bench's images: 10 000 tokens of 250 px drawn in plain JS from six layers (a gradient
// background, shapes of eight colours and sizes, a hat layer with a fully transparent value and None),
// encoded by the compose workers' own PNG encoder and appended to one pack file, as a run stores them.
import { openSync, writeSync, closeSync } from 'node:fs';
import { encodePng } from '../core/png/png-encode.ts';
import type { StoredImage } from '../core/stored-image.ts';
import { composedPrints, setComposedPrint, type ComposedPrints } from '../core/curation/composed-prints.ts';

const PX = 250;
const SHAPE_LAYERS = 5;
const VALUES = 8;
/** The hat layer's last value draws nothing; -1 is None. */
const GHOST = VALUES - 1;

const hue = (h: number): [number, number, number] => {
  const f = (k: number) => Math.round(255 * (0.5 + 0.45 * Math.cos(((h / 60 + k) * Math.PI) / 3)));
  return [f(0), f(2), f(4)];
};

/** Token `n`'s row: a background and one value per shape layer (the top one may be None), spread by `n`. */
function rowOf(n: number): number[] {
  const row = [n % VALUES];
  let rest = Math.floor(n / VALUES);
  for (let l = 0; l < SHAPE_LAYERS; l++, rest = Math.floor(rest / (VALUES + 1))) row.push((rest % (VALUES + 1)) - 1);
  return row.map((d, l) => (l < SHAPE_LAYERS && d < 0 ? 0 : d));
}

const word = ([r, g, b]: readonly number[]) => (r! | (g! << 8) | (b! << 16) | (255 << 24)) >>> 0;

/** The background's own texture, as an artist's layer image has: a patch of noise, the same in every token. */
function texture(pixels: Uint32Array, background: number) {
  for (let y = 20; y < 80; y++)
    for (let x = 150; x < 230; x++) pixels[y * PX + x] = word([(x * 2654435761 + background) % 255, (y * 40503) % 255, (x * y) % 255]);
}

function draw(row: number[]): Uint8Array {
  const data = new Uint8Array(PX * PX * 4);
  const pixels = new Uint32Array(data.buffer);
  const [top, bottom] = [hue(row[0]! * 45), hue(row[0]! * 45 + 120)];
  for (let y = 0; y < PX; y++) pixels.fill(word(top.map((t, c) => Math.round(t + ((bottom[c]! - t) * y) / PX))), y * PX, (y + 1) * PX);
  texture(pixels, row[0]!);
  for (let l = 1; l <= SHAPE_LAYERS; l++) {
    const v = row[l]!;
    if (v < 0 || (l === SHAPE_LAYERS && v === GHOST)) continue;
    const colour = word(hue(v * 45 + l * 20));
    const half = 15 + v * 3;
    const [cx, cy] = [40 + ((l * 67) % 170), 40 + ((l * 97 + v * 11) % 170)];
    for (let y = Math.max(0, cy - half); y < Math.min(PX, cy + half); y++) {
      // Odd layers are squares, even ones discs.
      const reach = l % 2 ? half : Math.round(Math.sqrt(half * half - (y - cy) ** 2));
      pixels.fill(colour, y * PX + Math.max(0, cx - reach), y * PX + Math.min(PX, cx + reach));
    }
  }
  return data;
}

/** Writes `count` tokens' PNGs to the pack at `path`: where each went, in token order, and the prints a
 * compose worker makes of them as it draws (composed-prints.ts), with the time that took per image. */
export async function writeLookAlikeSet(
  path: string,
  count: number,
): Promise<{ images: StoredImage[]; prints: ComposedPrints; printMs: number }> {
  const file = openSync(path, 'w');
  const images: StoredImage[] = [];
  const prints = composedPrints(count);
  let offset = 0;
  let printMs = 0;
  try {
    for (let n = 1; n <= count; n++) {
      const pixels = { width: PX, height: PX, data: draw(rowOf(n * 7919)) };
      const png = encodePng(pixels);
      writeSync(file, png);
      const started = performance.now();
      await setComposedPrint(prints, n - 1, pixels, png, true);
      printMs += performance.now() - started;
      images.push({ n, pack: path, offset, size: png.length });
      offset += png.length;
    }
  } finally {
    closeSync(file);
  }
  return { images, prints, printMs: printMs / count };
}
