// The steps of the combiner benchmark, driven like a user (uploads, clicks, downloads), with the page
// instrumented for long tasks, frame gaps, Event Timing and the heap.
import type { Download, Page } from 'playwright';
import { layerImages } from './bench-layers.ts';

/** Adds `layers` layers of `perLayer` images each (layerImages) through the layer cards, as a user would. */
export async function uploadLayers(page: Page, layers: number, perLayer: number, px: number): Promise<void> {
  for (let layer = 0; layer < layers; layer++) {
    const files = (await layerImages(page, layer, perLayer, px)).map((buffer, i) => ({
      name: `l${layer + 1}-${i + 1}.png`,
      mimeType: 'image/png',
      buffer,
    }));
    await uploadLayer(page, layer, files);
  }
}

/** Adds layer `layer` (0-based, named "Layer n") with `files` through a new layer card, as a user would. */
export async function uploadLayer(page: Page, layer: number, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  // Found by attribute, not by label or role: computing every control's accessible name on a page of 600
  // images (40 000 elements) costs the page's main thread seconds per step, the driver's cost, not the app's.
  await page.locator('button', { hasText: 'Add Trait Group' }).click();
  await page.locator(`input[aria-label="Name of layer ${layer + 1}"]`).fill(`Layer ${layer + 1}`);
  // By its number: the list is virtualised, so the n-th card in the page need not be layer n.
  const card = page.locator(`[data-testid="layer-card"][aria-label="Layer ${layer + 1}"]`);
  await card.locator('input[type="file"][accept="image/*"]').setInputFiles(files);
  await card.locator('button', { hasText: `Hide images (${files.length})` }).waitFor();
}

/** Deletes every layer, as an artist would before uploading another set. The list is virtualised: the
 * count of layers is the first card's set size, not the cards in the page. */
export async function deleteLayers(page: Page): Promise<void> {
  // Counted at the top of the page, once its cards there are drawn: scrolled further down (after a
  // screen's measures), the list has no first card in the page and the stack would look empty.
  await page.evaluate(() => new Promise((drawn) => (window.scrollTo(0, 0), requestAnimationFrame(() => requestAnimationFrame(drawn)))));
  const first = page.locator('[data-testid="layer-card"][aria-label="Layer 1"]');
  const left = async () => ((await first.count()) ? Number(await first.getAttribute('aria-setsize')) : 0);
  for (let count = await left(); count > 0; count--) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Delete layer 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction((expected) => {
      const card = document.querySelector('[data-testid="layer-card"][aria-label="Layer 1"]');
      return (card ? Number(card.getAttribute('aria-setsize')) : 0) === expected;
    }, count - 1);
  }
}

/** Starts collecting freeze figures in the page; read them with `readProbe`. */
export function installProbe(page: Page) {
  return page.evaluate(() => {
    const probeStart = performance.now();
    const probe = { longestTaskMs: 0, maxFrameGapMs: 0, clickDelayMs: 0, running: true, frames: [] as string[] };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longestTaskMs = Math.max(probe.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask' });
    // Long animation frames name the scripts behind a freeze and when it came (ms after the probe began);
    // the worst few are printed.
    type Frame = PerformanceEntry & {
      blockingDuration: number;
      scripts: Array<{ invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Frame[]) {
        if (entry.duration < 50) continue;
        const scripts = entry.scripts.map(
          (s) => `${s.invoker} ${s.sourceFunctionName}@${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}ms`,
        );
        probe.frames.push(
          `${Math.round(entry.duration)}ms at ${Math.round(entry.startTime - probeStart)} (blocking ${Math.round(entry.blockingDuration)}): ${scripts.join('; ') || 'no script'}`,
        );
      }
    }).observe({ type: 'long-animation-frame' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(entry.name))
          probe.clickDelayMs = Math.max(probe.clickDelayMs, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    let last = performance.now();
    const frame = (now: number) => {
      probe.maxFrameGapMs = Math.max(probe.maxFrameGapMs, now - last);
      last = now;
      if (probe.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const readProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = (
      window as unknown as {
        __probe: { longestTaskMs: number; maxFrameGapMs: number; clickDelayMs: number; running: boolean; frames: string[] };
      }
    ).__probe;
    probe.running = false;
    return probe;
  });

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

async function heapSampler(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let on = true;
  // Main-thread task time, cumulative: what the page took from the cores the workers compose on.
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const busyBefore = await busy();
  const loop = (async () => {
    while (on) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    on = false;
    await loop;
    const mainThreadBusySeconds = round((await busy()) - busyBefore);
    await cdp.detach();
    return { peakHeapMB: round(peak / 2 ** 20), mainThreadBusySeconds };
  };
}

/**
 * Runs `work` with the page instrumented: the frame probe and the heap sampler. A generation and its
 * bare loops both run under it: the instruments take main-thread time from the cores the workers share
 * (about 5 % of the bare loop's rate), so the app and its baseline are measured under the same load.
 */
export async function underProbe<T>(page: Page, work: () => Promise<T>) {
  await installProbe(page);
  const stopHeap = await heapSampler(page);
  try {
    const value = await work();
    const probe = await readProbe(page);
    return { value, probe, ...(await stopHeap()) };
  } catch (error) {
    await stopHeap();
    throw error;
  }
}

export function printFrames(phase: string, frames: string[]) {
  const worst = frames.sort((a, b) => parseInt(b) - parseInt(a)).slice(0, 5);
  if (worst.length) console.log(`  longest frames during ${phase}:\n    ${worst.join('\n    ')}`);
}

/**
 * The harness's checks run on the page's main thread inside the measured window, so they query a few
 * elements: text and role locators walk the whole page at each poll, work the probe would count as the app's.
 */
const PROGRESS = '[aria-label="Generation progress"]';
/** The results' heading, shown once the run's record is saved whole (the bar can reach the count before). */
const RESULTS_HEADING = 'section[aria-label="Generated images"] h2';
const buttonText = (page: Page, texts: string[]) =>
  page
    .waitForFunction(
      (texts) => {
        const shown = Array.from(document.querySelectorAll('button'), (b) => b.textContent?.trim());
        return texts.find((text) => shown.includes(text)) ?? false;
      },
      texts,
      { polling: 100 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>);
const button = (page: Page, text: string) => page.locator('button').filter({ hasText: new RegExp(`^${text}$`) });

/**
 * Records in the page when each click that can start a run lands: 'Generate NFT Files', or 'Discard and
 * generate' when earlier results are on screen (the run starts at the last one). Timing in the page leaves
 * out the harness's own round trips and its polling of the confirmation.
 */
const recordStartClicks = (page: Page) =>
  page.evaluate(() => {
    const clicks: number[] = [];
    (window as unknown as { __startClicks: number[] }).__startClicks = clicks;
    document.addEventListener(
      'click',
      (event) => {
        const text = (event.target as Element).closest('button')?.textContent?.trim();
        if (text === 'Generate NFT Files' || text === 'Discard and generate') clicks.push(event.timeStamp);
      },
      { capture: true },
    );
  });

export async function generate(page: Page, count: number) {
  await recordStartClicks(page);
  const { value: generateSeconds, probe, peakHeapMB, mainThreadBusySeconds } = await underProbe(page, () => runToEnd(page, count));
  printFrames('generation', probe.frames);
  // What the screen says at the end, checked once the figures are taken.
  await page.getByText(`${count} / ${count} (100%)`).waitFor();
  await page.getByRole('heading', { name: `Generated images (${count})` }).waitFor();
  return {
    imagesPerSecond: Math.round(count / generateSeconds),
    generateSeconds: round(generateSeconds),
    longestTaskMs: round(probe.longestTaskMs),
    maxFrameGapMs: round(probe.maxFrameGapMs),
    clickDelayMs: round(probe.clickDelayMs),
    peakHeapMB,
    mainThreadBusySeconds,
  };
}

/** Starts a run, clicks elsewhere a second in (the click delay), and returns the run's seconds. */
async function runToEnd(page: Page, count: number): Promise<number> {
  await button(page, 'Generate NFT Files').click();
  // A run after the first asks before discarding the previous results.
  if ((await buttonText(page, ['Discard and generate', 'Generating...'])) !== 'Generating...') {
    await button(page, 'Discard and generate').click();
    await buttonText(page, ['Generating...']);
  }
  await page.waitForTimeout(1_000);
  await page.getByLabel('Description').click();
  const ticker = setInterval(() => {
    void page
      .locator(PROGRESS)
      .getAttribute('aria-valuenow')
      .then(
        (v) => console.log(`  progress ${v} / ${count} (${page.workers().length} workers)`),
        () => undefined,
      );
  }, 10_000);
  // A loaded machine runs several times slower: allow 200 ms per image (10 000 at 1000 px ran at 8/s
  // under a load average of 20 on 2 cores). Checked at every frame (two element queries), so the end is
  // the frame that shows the full count and the results, and the run from the click that started it to there.
  const seconds = await page
    .waitForFunction(
      ({ count, progress, heading }) => {
        if (document.querySelector(progress)?.getAttribute('aria-valuenow') !== String(count)) return false;
        if (document.querySelector(heading)?.textContent !== `Generated images (${count})`) return false;
        const started = (window as unknown as { __startClicks: number[] }).__startClicks.at(-1)!;
        return (performance.now() - started) / 1000;
      },
      { count, progress: PROGRESS, heading: RESULTS_HEADING },
      { polling: 'raf', timeout: Math.max(600_000, count * 200) },
    )
    .then((handle) => handle.jsonValue())
    .finally(() => clearInterval(ticker));
  return Number(seconds);
}

/** Downloads every image zip (100 per zip, 1 s apart, as the spec wants) and throws each away. */
export async function exportZips(page: Page, count: number) {
  await installProbe(page);
  const zips = Math.ceil(count / 100);
  const seen: Promise<void>[] = [];
  const listener = (d: Download) => void seen.push(d.delete());
  page.on('download', listener);
  const started = Date.now();
  await page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).click();
  await page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).waitFor({ timeout: 900_000 });
  const zipSeconds = (Date.now() - started) / 1000;
  page.off('download', listener);
  await Promise.all(seen);
  if (seen.length !== zips) throw new Error(`expected ${zips} zips, got ${seen.length}`);
  const probe = await readProbe(page);
  printFrames('zip export', probe.frames);
  return {
    zipSeconds: round(zipSeconds),
    zipSecondsWithoutPauses: round(zipSeconds - (zips - 1)),
    zipLongestTaskMs: round(probe.longestTaskMs),
  };
}
