// `npm run bench -- combiner`: the image combiner in the built app, in headless Chromium, signed in
// with enough credits: 10 000 combinations of 4 layers x 10 images at 250 px, 1 000 and 10 000 at
// 1000 px, 200 at the original size of 2000 px layers (combiner-runs.ts). Prints throughput, generation
// and export time, the longest task, the largest requestAnimationFrame gap, the delay of a click made
// mid-generation and the peak main-thread JS heap.
// Needs a build (STATIC_DIR, default dist: built when missing); ports as in e2e (E2E_PORT, ...).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { BENCH_LAUNCH_OPTIONS } from './bench-browser.ts';
import { signInWithWallet, WalletStubs } from '../packages/wallet-test-kit/src/index.ts';
import { indexer } from '../e2e/fixtures/indexer.ts';
import { report, writeFigures } from './report.ts';
import { baseURL, startAppStack } from './app-stack.ts';
import { deleteLayers, generate, underProbe, uploadLayers } from './combiner-steps.ts';
import { EXPORT_STEPS, FULL_RUNS, outputPx, type CombinerRun } from './combiner-runs.ts';
import { pngSizes } from './combiner-png-sizes.ts';
import { bareLoopRate } from './combiner-baseline.ts';
import { parseOutputSize } from '../src/features/combiner/output-size.ts';
import os from 'node:os';

// COMBINER_RUNS=250:2000,1000:200,original:20 for a quick look (credits and layers those of a full run of
// that size and at least that count); SKIP_EXPORTS=1 times the generations alone.
const RUNS: CombinerRun[] = process.env.COMBINER_RUNS
  ? process.env.COMBINER_RUNS.split(',').map((run, i) => {
      const [name = '', text] = run.split(':');
      const size = parseOutputSize(name);
      const count = Number(text);
      if (!size || !Number.isInteger(count) || count < 1) throw new Error(`COMBINER_RUNS: "${run}" is not <output size>:<count>`);
      const like = FULL_RUNS.filter((r) => r.size === size);
      const full = like.find((r) => r.count >= count) ?? like[0] ?? FULL_RUNS[i % FULL_RUNS.length]!;
      return { ...full, size, count };
    })
  : FULL_RUNS;
const SKIP_EXPORTS = !!process.env.SKIP_EXPORTS;
/** Images the bare loop makes for the comparison: enough for a steady rate, little next to a run. */
const baselineCount = (px: number) => (px <= 250 ? 3_000 : px <= 1000 ? 300 : 100);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  await startAppStack();
  // A profile on disk, as a user's browser has: in a fresh incognito-like context the origin-private
  // file system lives in memory behind IPC, and storing each PNG there halves the rate.
  const profile = mkdtempSync(join(os.tmpdir(), 'combiner-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...BENCH_LAUNCH_OPTIONS,
    baseURL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  // tsx keeps function names with an `__name` helper that functions serialized into the page call.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const page: Page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const { address } = await signInWithWallet(page, new WalletStubs(page), 'keplr');
  console.log('signed in as', address);
  const figures = [];
  let layerShape = '';
  for (const run of RUNS) {
    await indexer.setHoldings(address, run.holdings);
    await page.goto('/#/randomizer');
    await page.reload();
    console.log(`credits shown: ${await page.getByTestId('available-credits').textContent()}`);
    const shape = `${run.layers ?? 4}x${run.perLayer ?? 10}@${run.layerPx}`;
    if (shape !== layerShape) {
      await deleteLayers(page);
      await uploadLayers(page, run.layers ?? 4, run.perLayer ?? 10, run.layerPx);
      layerShape = shape;
    }
    const workers = await page.evaluate(() => navigator.hardwareConcurrency);
    type LoopOptions = Parameters<typeof bareLoopRate>[4];
    const loopRate = (options?: LoopOptions) => bareLoopRate(page, run.size, baselineCount(outputPx(run)), workers, options);
    const watched = async (options?: LoopOptions) => (await underProbe(page, () => loopRate(options))).value;
    const bareBefore = await watched();
    const bareStoring = Math.round(await watched({ store: true }));
    // The same loop with the browser's PNG encoder (convertToBlob), the app's before: what the switch changed.
    const bareLoopBrowserPng = Math.round(await watched({ encoder: 'browser' }));
    // What the probe costs, for the record: the same loop with nothing watching the page.
    const bareWithoutProbe = Math.round(await loopRate());
    console.log(
      `storing each PNG as well: ${bareStoring} images/s; unwatched: ${bareWithoutProbe} images/s; with the browser's encoder: ${bareLoopBrowserPng} images/s`,
    );
    console.log(`bare loop (${workers} workers): ${Math.round(bareBefore)} images/s at ${outputPx(run)} px; load average ${loadAverage()}`);
    console.log(`generating ${run.count} at ${outputPx(run)} px (output size ${run.size})`);
    await page.getByLabel('Output size').selectOption(String(run.size));
    // The collection size defaults to what the credits allow: a run of fewer images says so.
    await page.getByLabel('Collection size').fill(String(run.count));
    // A named collection, as an artist's: the Stargaze export refuses one without a name.
    await page.getByPlaceholder('e.g., My NFT').fill('Bench collection');
    const loadBefore = loadAverage();
    const generation = await generate(page, run.count).catch(async (error: unknown) => {
      await page.screenshot({ path: 'bench/out/combiner-failure.png', fullPage: false });
      throw error;
    });
    console.log(generation);
    // Re-encoding 2000 px PNGs in Node takes seconds each; the optimiser is measured at 250 and 1000 px.
    const sizes = run.size === 'original' ? {} : await pngSizes(page, run.size);
    console.log(sizes);
    const exported: Record<string, unknown> = {};
    for (const step of SKIP_EXPORTS ? [] : EXPORT_STEPS) Object.assign(exported, await step(page, run));
    // The bare loop is measured only while the page is idle, before the run: after it, the look-alike check
    // fingerprints every image in the same workers, and a loop then would be slowed by the app's own work.
    const bareLoop = Math.round(bareBefore);
    const versusBareLoop = Math.round((generation.imagesPerSecond / bareLoop) * 100) / 100;
    // The run's longest task covers the generation and every export (steps report theirs as *LongestTaskMs).
    const exportTasks = Object.entries(exported)
      .filter(([key]) => key.endsWith('LongestTaskMs'))
      .map(([, ms]) => Number(ms));
    const longestTaskMs = Math.max(generation.longestTaskMs, ...exportTasks);
    figures.push({
      size: run.size,
      layerPx: run.layerPx,
      ...(run.layers && { layers: run.layers, perLayer: run.perLayer }),
      count: run.count,
      ...generation,
      generationLongestTaskMs: generation.longestTaskMs,
      longestTaskMs,
      bareLoop,
      versusBareLoop,
      bareStoring,
      bareWithoutProbe,
      bareLoopBrowserPng,
      ...sizes,
      ...exported,
      loadBefore,
      loadAfter: loadAverage(),
    });
    console.log(figures.at(-1));
    // Written after every run, so a later run that fails leaves the earlier figures.
    writeFigures('combiner', { runs: figures, machine: { cores: os.cpus().length } });
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  report('combiner', { runs: figures, machine: { cores: os.cpus().length } }, figures);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
