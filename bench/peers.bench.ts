// `npm run bench -- peers`: the app's bare loop (compose + the workers' PNG encoder, in headless
// Chromium) beside the engines an artist could script in Node instead (peer-engines.ts), on the
// combiner bench's layers (4 layers x 10 images at 1000 px, drawn once in the browser and written
// to a temporary folder), at 250 and 1000 px, two images in flight each. Writes bench/out/peers.json
// as { runs: [{ engine, size, imagesPerSecond, bytesPerImage }] }.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright';
import { BENCH_LAUNCH_OPTIONS } from './bench-browser.ts';
import { layerImages } from './bench-layers.ts';
import { bareLoop } from './combiner-baseline.ts';
import { PEER_ENGINES, peerRate } from './peer-engines.ts';
import { report } from './report.ts';

const LAYERS = 4;
const PER_LAYER = 10;
const LAYER_PX = 1000;
const SIZES = [250, 1000] as const;
/** Images per engine and size: a few seconds each on a quiet 2-core machine. */
const COUNT: Record<(typeof SIZES)[number], number> = { 250: 2000, 1000: 200 };
const IN_FLIGHT = 2;
/** A page of its own origin for the bare loop's module workers (served by the bench, never fetched). */
const ORIGIN = 'https://peers.bench.invalid/';

async function main() {
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  await page.route(`${ORIGIN}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>peers</title>' }));
  // tsx keeps function names with an `__name` helper that functions serialized into the page call.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto(ORIGIN);
  const dir = mkdtempSync(join(os.tmpdir(), 'peers-bench-'));
  const layers: string[][] = [];
  for (let layer = 0; layer < LAYERS; layer++)
    layers.push(
      (await layerImages(page, layer, PER_LAYER, LAYER_PX)).map((png, i) => {
        const path = join(dir, `l${layer + 1}-${i + 1}.png`);
        writeFileSync(path, png);
        return path;
      }),
    );
  const files = layers.map((paths) => paths.map((path) => readFileSync(path).toString('base64')));
  const runs = [];
  for (const size of SIZES) {
    const count = COUNT[size];
    const app = await bareLoop(page, size, count, IN_FLIGHT, { files });
    runs.push({ engine: 'Traitforge bare loop', size, ...app });
    console.log(runs.at(-1), `load average ${os.loadavg()[0]!.toFixed(1)}`);
    for (const peer of PEER_ENGINES) {
      const make = await peer.prepare(layers, size);
      runs.push({ engine: peer.engine, size, ...(await peerRate(make, count, IN_FLIGHT)) });
      console.log(runs.at(-1), `load average ${os.loadavg()[0]!.toFixed(1)}`);
    }
  }
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
  // One decimal: at 1000 px on a loaded machine the rates are single figures.
  const rounded = runs.map((r) => ({
    ...r,
    imagesPerSecond: Math.round(r.imagesPerSecond * 10) / 10,
    bytesPerImage: Math.round(r.bytesPerImage),
  }));
  report('peers', { runs: rounded }, rounded);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
