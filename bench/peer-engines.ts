// The engines an artist could use outside the browser, composing the same layer files as the app's bare
// loop: sharp (libvips; libpng with zlib-ng) and @napi-rs/canvas (Skia). Each prepares its layers once
// at the output size (as the bare loop decodes its bitmaps once), then composes and PNG-encodes image
// after image, two in flight as the bare loop's two workers.
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import sharp, { type PngOptions } from 'sharp';

export interface PeerEngine {
  engine: string;
  /** Readies the layers (paths per layer, bottom first) at `px` x `px`; returns a function that makes combination `n`'s PNG. */
  prepare(layers: string[][], px: number): Promise<(n: number) => Promise<Uint8Array>>;
}

/** Image `n`'s pick in each layer, the bottom layer's counting fastest, as the bare loop counts. */
const picks = <T>(layers: T[][], n: number) =>
  layers.map((images) => {
    const image = images[n % images.length]!;
    n = Math.floor(n / images.length);
    return image;
  });

function sharpEngine(engine: string, png: PngOptions): PeerEngine {
  return {
    engine,
    async prepare(layers, px) {
      const raw = { width: px, height: px, channels: 4 } as const;
      const decoded = await Promise.all(
        layers.map((paths) => Promise.all(paths.map((path) => sharp(path).resize(px, px).ensureAlpha().raw().toBuffer()))),
      );
      return async (n) => {
        const [bottom, ...rest] = picks(decoded, n);
        const composite = rest.map((input) => ({ input, raw }));
        return sharp(bottom, { raw }).composite(composite).png(png).toBuffer();
      };
    },
  };
}

const canvasEngine: PeerEngine = {
  engine: "@napi-rs/canvas encode('png')",
  async prepare(layers, px) {
    const scaled = await Promise.all(
      layers.map((paths) =>
        Promise.all(
          paths.map(async (path): Promise<Canvas> => {
            const canvas = createCanvas(px, px);
            canvas.getContext('2d').drawImage(await loadImage(path), 0, 0, px, px);
            return canvas;
          }),
        ),
      ),
    );
    return async (n) => {
      const canvas = createCanvas(px, px);
      const g = canvas.getContext('2d');
      for (const layer of picks(scaled, n)) g.drawImage(layer, 0, 0);
      return canvas.encode('png');
    };
  },
};

export const PEER_ENGINES: PeerEngine[] = [
  sharpEngine('sharp compressionLevel 1', { compressionLevel: 1 }),
  sharpEngine('sharp default', {}),
  canvasEngine,
];

/** Images per second and mean PNG bytes of `make` over combinations 0 to `count` - 1, `inFlight` at a time. */
export async function peerRate(make: (n: number) => Promise<Uint8Array>, count: number, inFlight: number) {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const lane = async () => {
    for (let n = next++; n < count; n = next++) {
      const png = await make(n);
      bytes += png.byteLength;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { imagesPerSecond: count / ((performance.now() - started) / 1000), bytesPerImage: bytes / count };
}
