// `npm run bench -- launch`: pinning a run's CARs as the app does. The CARs of LAUNCH_BENCH_IMAGES
// images (default 10 000) of LAUNCH_BENCH_IMAGE_BYTES (default 450 000, a 1000 px PNG) are made in Node
// (launch-cars.ts), then sent from headless Chromium by the app's Pinata uploader (launch-page.ts) to
// the fake Pinata on loopback, which spools them to disk and checks every block; one connection is
// dropped mid-upload. `diskSeconds` is the same bytes copied to local disk in the same run (the goal:
// pinSeconds at most 1.5 x diskSeconds). Also writes bench/out/create-minter.json: the message that run
// would sign.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { requireChromium } from '../scripts/chromium.mjs';
import { startFakePinning, PINATA_KEY } from '../e2e/fixtures/fake-pinning.ts';
import { buildCreateMinter } from '../core/launch/create-minter.ts';
import { SG721_CODE_ID } from '../core/launch/factory-params.test-helpers.ts';
import { launchCars } from './launch-cars.ts';
import { report } from './report.ts';

const IMAGES = Number(process.env.LAUNCH_BENCH_IMAGES ?? 10_000);
const IMAGE_BYTES = Number(process.env.LAUNCH_BENCH_IMAGE_BYTES ?? 450_000);
const PORT = Number(process.env.LAUNCH_BENCH_PORT ?? 8869);
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

const dir = mkdtempSync(join(tmpdir(), 'traitforge-launch-bench-'));
try {
  const cars = await launchCars(dir, IMAGES, IMAGE_BYTES);
  const diskStarted = performance.now();
  for (const path of [cars.imagesPath, cars.metadataPath]) await pipeline(createReadStream(path), createWriteStream(`${path}.copy`));
  const diskSeconds = (performance.now() - diskStarted) / 1000;
  rmSync(`${cars.imagesPath}.copy`);
  rmSync(`${cars.metadataPath}.copy`);

  const spoolDir = join(dir, 'spool');
  (await import('node:fs')).mkdirSync(spoolDir);
  const pinning = await startFakePinning(PORT, { spoolDir });
  // The page bundle resolves the SPA's aliases (`@/`, `@contract/`) through tsconfig.base.json.
  const script = await build({
    entryPoints: [fileURLToPath(new URL('./launch-page.ts', import.meta.url))],
    tsconfig: fileURLToPath(new URL('../tsconfig.base.json', import.meta.url)),
    bundle: true,
    write: false,
    format: 'iife',
  });
  const browser = await chromium.launch({
    executablePath: requireChromium(chromium.executablePath()),
    args: ['--no-sandbox', '--enable-precise-memory-info'],
  });
  const page = await browser.newPage();
  await page.setContent('<input type="file" multiple>');
  await page.addScriptTag({ content: script.outputFiles[0]!.text });
  await page.locator('input').setInputFiles([cars.imagesPath, cars.metadataPath]);
  // The app's part size (PIN_PART_BYTES); mid-upload, the first part after half of images.car loses its connection halfway.
  const PIN_PART_BYTES = await page.evaluate(() => (window as unknown as { benchPartBytes: number }).benchPartBytes);
  pinning.dropNextPartAfter(Math.floor(PIN_PART_BYTES / 2), Math.floor(cars.imagesCar.bytes / PIN_PART_BYTES / 2));
  const pinned = await page.evaluate(
    (args) => (window as unknown as { benchPin(a: typeof args): Promise<Record<string, number | string>> }).benchPin(args),
    {
      endpoint: `${pinning.url}/v3`,
      key: PINATA_KEY,
      partBytes: PIN_PART_BYTES,
    },
  );
  await browser.close();
  await pinning.close();
  const resumedBytesResent = pinning.uploads.reduce((sum, u) => sum + u.received - u.length, 0);
  const rootsVerified =
    pinned.imagesRoot === cars.imagesCar.root &&
    pinned.metadataRoot === cars.metadataCar.root &&
    pinning.uploads.map((u) => u.root).join() === [cars.imagesCar.root, cars.metadataCar.root].join();

  const figures = {
    images: IMAGES,
    imageBytes: IMAGE_BYTES,
    carBytes: cars.imagesCar.bytes + cars.metadataCar.bytes,
    pinSeconds: round(pinned.pinSeconds as number),
    diskSeconds: round(diskSeconds),
    resumedBytesResent,
    partBytes: PIN_PART_BYTES,
    rootsVerified,
    longestTaskMs: Math.round(pinned.longestTaskMs as number),
    peakHeapMB: Math.round(pinned.peakHeapMB as number),
  };
  report('launch', figures, [figures]);

  const start = Date.UTC(2030, 0, 1);
  const message = buildCreateMinter({
    sg721CodeId: SG721_CODE_ID,
    name: 'Bench',
    symbol: 'BENCH',
    creator: 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts',
    description: 'The launch bench',
    image: `ipfs://${cars.imagesCar.root}/1.png`,
    externalLink: '',
    explicitContent: false,
    royalty: { paymentAddress: 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts', percent: 5 },
    baseTokenUri: `ipfs://${cars.metadataCar.root}`,
    numTokens: IMAGES,
    mintPrice: { denom: 'ustars', amount: '100000000' },
    startTimeMs: start,
    startTradingTimeMs: null,
    perAddressLimit: 3,
  });
  writeFileSync(fileURLToPath(new URL('./out/create-minter.json', import.meta.url)), JSON.stringify(message, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
