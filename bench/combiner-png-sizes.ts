// PNG bytes per image as the compose workers encode them and after the lossless re-encode of "Optimise
// PNG size" (the workers' own code, run here in Node on the same pixels), on two kinds of layers: the run's
// own (gradients, shapes, noise: photographic) and pixel art (few flat colours, scaled with nearest
// neighbour). Pixels are checked identical after every re-encode. The run's own pixels are also encoded
// by sharp at its default: at 250 px a run composes the lossy working copies, which the peer bench's
// sharp never sees, so only this compares the two encoders on the same pixels.
import type { Page } from 'playwright';
import sharp from 'sharp';
import { optimisePng } from '../core/png/optimise-png.ts';
import { decodeRgba } from '../core/png/decode-png.test-helpers.ts';
import type { Rgba } from '../core/png/png-pixels.ts';
import { encodePng } from '../core/png/png-encode.ts';
import { locateResult, type ResultIndex } from '../src/engine/result-index.ts';
import { withParts, type IndexParts } from '../src/engine/result-index-parts.ts';

const SAMPLE = 20;

/** The last run's result index as the app stores it: the record saved at the start, the parts saved since. */
async function storedIndex(page: Page): Promise<{ count: number; index: ResultIndex }> {
  const raw = await page.evaluate(async () => {
    const read = <T>(request: IDBRequest) =>
      new Promise<T>(
        (resolve, reject) => ((request.onsuccess = () => resolve(request.result as T)), (request.onerror = () => reject(request.error))),
      );
    const db = await read<IDBDatabase>(indexedDB.open('traitforge-combiner'));
    const store = db.transaction('runs').objectStore('runs');
    const [keys, values] = await Promise.all([read<IDBValidKey[]>(store.getAllKeys()), read<unknown[]>(store.getAll())]);
    db.close();
    // Typed arrays do not cross page.evaluate: plain arrays of their values do.
    const plain = (value: unknown): unknown =>
      ArrayBuffer.isView(value)
        ? Array.from(value as Float64Array)
        : Array.isArray(value)
          ? value.map(plain)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
            : value;
    return keys.map((key, i) => [String(key), plain(values[i])] as const);
  });
  const saved = new Map<string, unknown>(raw);
  type Plain = { packs: string[]; pack: number[]; offset: number[]; size: number[]; crc: number[] };
  const typed = (p: Plain) => ({
    pack: Uint16Array.from(p.pack),
    offset: Float64Array.from(p.offset),
    size: Uint32Array.from(p.size),
    crc: Uint32Array.from(p.crc ?? []),
  });
  const run = saved.get('last') as { count: number; results: Plain };
  const parts: IndexParts = { packs: (saved.get('last-results/packs') as string[]) ?? [], segments: new Map() };
  for (const [key, value] of saved)
    if (/^last-results\/\d+$/.test(key)) parts.segments.set(Number(key.split('/')[1]), typed(value as Plain));
  const begun = { packs: run.results.packs, ...typed(run.results) };
  return { count: run.count, index: withParts(begun, parts) };
}

/** A sample of the run's stored PNGs (evenly spaced result numbers) and the mean size over all of them. */
async function storedSample(page: Page, sample: number) {
  const { count, index } = await storedIndex(page);
  const meanBytes = index.size.reduce((sum, s) => sum + s, 0) / count;
  const where = Array.from({ length: sample }, (_, k) => locateResult(index, Math.floor((k * count) / sample) + 1)!);
  const pngs = await page.evaluate(async (where) => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('combiner-results');
    const out: string[] = [];
    for (const { pack, offset, size } of where) {
      const file = await (await dir.getFileHandle(pack)).getFile();
      const bytes = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
      let text = '';
      for (let j = 0; j < bytes.length; j += 0x8000) text += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
      out.push(btoa(text));
    }
    return out;
  }, where);
  return { meanBytes, pngs };
}

/** Pixel-art composites drawn in the page (4 layers of 24 x 24 sprites in a few colours, scaled up hard-edged): their RGBA pixels. */
function pixelArtSample(page: Page, size: number, sample: number) {
  return page.evaluate(
    async ({ size, sample }) => {
      const palette = [
        '#1d2b53',
        '#7e2553',
        '#008751',
        '#ab5236',
        '#5f574f',
        '#c2c3c7',
        '#ff004d',
        '#ffa300',
        '#ffec27',
        '#00e436',
        '#29adff',
        '#ff77a8',
      ];
      const sprite = (layer: number, variant: number) => {
        const canvas = new OffscreenCanvas(24, 24);
        const g = canvas.getContext('2d')!;
        if (layer === 0) {
          g.fillStyle = palette[variant % palette.length]!;
          g.fillRect(0, 0, 24, 24);
        }
        for (let k = 0; k < 30 + layer * 10; k++) {
          g.fillStyle = palette[(k * 7 + variant * 3 + layer) % palette.length]!;
          const x = (k * 5 + variant * 3 + layer * 7) % 20;
          const y = (k * 11 + variant * 5 + layer * 3) % 20;
          g.fillRect(4 + (x % 16), 4 + (y % 16), 1 + (k % 3), 1 + ((k + layer) % 2));
        }
        return canvas;
      };
      const canvas = new OffscreenCanvas(size, size);
      const g = canvas.getContext('2d')!;
      g.imageSmoothingEnabled = false;
      const out: string[] = [];
      for (let n = 0; n < sample; n++) {
        g.clearRect(0, 0, size, size);
        for (let layer = 0; layer < 4; layer++) g.drawImage(sprite(layer, (n * (layer + 3)) % 10), 0, 0, size, size);
        const bytes = g.getImageData(0, 0, size, size).data;
        let text = '';
        for (let j = 0; j < bytes.length; j += 0x8000) text += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
        out.push(btoa(text));
      }
      return out;
    },
    { size, sample },
  );
}

/** Mean bytes before and after the re-encode (never larger: the app keeps the smaller), and its time per image on one Node thread. */
function optimiseAll(images: Array<{ png: Uint8Array; pixels: Rgba }>) {
  let plain = 0;
  let optimised = 0;
  const started = performance.now();
  for (const { png, pixels } of images) {
    const smaller = optimisePng(pixels);
    if (!Buffer.from(decodeRgba(smaller).data).equals(Buffer.from(pixels.data))) throw new Error('the re-encode changed pixels');
    plain += png.byteLength;
    optimised += Math.min(smaller.byteLength, png.byteLength);
  }
  const ms = (performance.now() - started) / images.length;
  return { plain: Math.round(plain / images.length), optimised: Math.round(optimised / images.length), ms: Math.round(ms) };
}

const fromBase64 = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));

/** Mean bytes of sharp's default PNG (as the peer bench's "sharp default") of each of `images`. */
async function sharpDefaultBytes(images: Rgba[]): Promise<number> {
  let bytes = 0;
  for (const { width, height, data } of images)
    bytes += (
      await sharp(data, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer()
    ).byteLength;
  return bytes / images.length;
}

/** PNG sizes of the last run, made at `size` px. */
export async function pngSizes(page: Page, size: number) {
  const stored = await storedSample(page, SAMPLE);
  const sampled = stored.pngs.map(fromBase64).map((png) => ({ png, pixels: decodeRgba(png) }));
  const photographic = optimiseAll(sampled);
  const sharpDefault = await sharpDefaultBytes(sampled.map(({ pixels }) => pixels));
  // Encoded here with the compose workers' encoder, as a run would store them.
  const pixelArtImages = (await pixelArtSample(page, size, SAMPLE)).map((b64) => ({ width: size, height: size, data: fromBase64(b64) }));
  const pixelArt = optimiseAll(pixelArtImages.map((pixels) => ({ png: encodePng(pixels), pixels })));
  return {
    pngBytesPerImage: Math.round(stored.meanBytes),
    // Scaled from the sample's ratio to the whole run's mean.
    optimisedPngBytesPerImage: Math.round((stored.meanBytes * photographic.optimised) / photographic.plain),
    sharpDefaultPngBytesPerImage: Math.round((stored.meanBytes * sharpDefault) / photographic.plain),
    pixelArtPngBytesPerImage: pixelArt.plain,
    pixelArtOptimisedPngBytesPerImage: pixelArt.optimised,
    optimiseMsPerImage: photographic.ms,
    pixelArtOptimiseMsPerImage: pixelArt.ms,
  };
}
