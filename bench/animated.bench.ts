// `npm run bench -- animated`: an animated collection at artist scale in the built app, in headless
// Chromium: 1 000 tokens of 24 frames at 512 px, each with its GIF and its MP4 ("GIF + MP4"). Layers:
// 25 backgrounds and 10 hats (still PNGs), 4 eyes (animated GIFs of 24 frames): 1 000 combinations.
// Prints the run's seconds, frames per second, the bytes per token of each file kind (read from the first
// image zip), the longest main-thread task and the page's peak heap. ANIMATED_TOKENS=100 for a quick look.
// Needs a build (STATIC_DIR, default dist); ports as in e2e (E2E_PORT, ...).
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { generate, uploadLayer } from './combiner-steps.ts';
import { eyesGifs, stillLayer } from './animated-layers.ts';
import { report } from './report.ts';

const TOKENS = Number(process.env.ANIMATED_TOKENS ?? 1_000);
const FRAMES = 24;
const SIZE = 512;
const FPS = 12;
const FORMAT = 'gif+mp4';
const LAYERS = { backgrounds: 25, eyes: 4, hats: 10 };

/** Average bytes per token of each kind of file in the first image zip (PNG, GIF, MP4). */
async function bytesPerToken(page: Page): Promise<Record<string, number>> {
  const downloads: Download[] = [];
  const listener = (d: Download) => void downloads.push(d);
  page.on('download', listener);
  const button = page.getByRole('button', { name: 'Download All Images in batches (ZIP)' });
  await button.click();
  await button.waitFor({ timeout: 900_000 });
  page.off('download', listener);
  const first = await readFile((await downloads[0]!.path())!);
  await Promise.all(downloads.map((d) => d.delete()));
  const zip = await JSZip.loadAsync(first);
  const totals: Record<string, number> = {};
  let tokens = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const kind = entry.name.split('.').pop()!;
    totals[kind] = (totals[kind] ?? 0) + (await entry.async('uint8array')).length;
    if (kind === 'png') tokens++;
  }
  return Object.fromEntries(Object.entries(totals).map(([kind, bytes]) => [kind, Math.round(bytes / Math.max(1, tokens))]));
}

const figures = await inSignedInApp('animated-bench-', async (page) => {
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.reload();
  await uploadLayer(page, 0, await stillLayer(page, 0, LAYERS.backgrounds, SIZE));
  await uploadLayer(page, 1, eyesGifs(LAYERS.eyes, FRAMES, SIZE, 1000 / FPS));
  await uploadLayer(page, 2, await stillLayer(page, 2, LAYERS.hats, SIZE));
  await page.getByLabel('Animation format').selectOption(FORMAT);
  await page.getByLabel('Output size').selectOption('original');
  await page.getByLabel('Collection size').fill(String(TOKENS));
  await page.getByPlaceholder('e.g., My NFT').fill('Animated bench');
  const run = await generate(page, TOKENS);
  console.log(run);
  const sizes = await bytesPerToken(page);
  return {
    tokens: TOKENS,
    frames: FRAMES,
    size: SIZE,
    formats: ['gif', 'mp4'],
    seconds: run.generateSeconds,
    framesPerSecond: Math.round((TOKENS * FRAMES) / run.generateSeconds),
    bytesPerToken: sizes,
    longestTaskMs: run.longestTaskMs,
    peakHeapMB: run.peakHeapMB,
  };
});
report('animated', figures, [{ ...figures, formats: figures.formats.join(' + '), bytesPerToken: JSON.stringify(figures.bytesPerToken) }]);
process.exit(0);
