// The token table at full scale, in the built app: a 10 000-token run of 8 layers x 30 images (64 px),
// shown as the table. tableSortMs: from the click on the Rank header to the frame that shows the rarest
// token first; tableScrollLongestTaskMs: the longest main-thread task while the table is scrolled from
// its first row to its last a screen at a time (each step waits for its frame). The layer lists above
// it are the screens bench's.
import type { Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { generate, installProbe, printFrames, readProbe, uploadLayers } from './combiner-steps.ts';
import { flatScene, storeScene } from './planner-in-app.ts';

const SCENE = { layers: 8, valuesPerLayer: 30 };
const TOKENS = 10_000;

/** Clicks the header and times until a painted frame shows rank 1 in the table's first row. */
async function sortByRank(page: Page): Promise<number> {
  const table = page.getByRole('region', { name: 'Token table' });
  const header = table.getByRole('button', { name: 'Rank', exact: true });
  await header.evaluate((button) => {
    const timed = window as unknown as { __sorted: Promise<number> };
    // The Rank column found by its header: columns after it come and go.
    const headers = Array.from(document.querySelectorAll('section[aria-label="Token table"] thead th'));
    const rankColumn = headers.findIndex((th) => th.textContent?.replace(/ [↑↓]$/, '') === 'Rank');
    timed.__sorted = new Promise((resolve) => {
      button.addEventListener(
        'click',
        () => {
          const started = performance.now();
          const check = () => {
            const first = document.querySelector('section[aria-label="Token table"] tbody tr[aria-rowindex="2"]');
            const rank = first?.querySelectorAll('td')[rankColumn]?.textContent;
            if (rank === '1') requestAnimationFrame(() => resolve(performance.now() - started));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { once: true, capture: true },
      );
    });
  });
  await header.click();
  return Math.round(await page.evaluate(() => (window as unknown as { __sorted: Promise<number> }).__sorted));
}

async function scrollThrough(page: Page): Promise<number> {
  const table = page.getByRole('region', { name: 'Token table' }).locator('tbody');
  const from = await table.evaluate((body) => Math.round(body.getBoundingClientRect().top + window.scrollY));
  await page.evaluate((y) => window.scrollTo(0, y), from);
  // The rows at the table's top settle (their images come) before the probe starts.
  await page.waitForTimeout(1_000);
  await installProbe(page);
  await page.evaluate(async (from) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = window.innerHeight;
    for (let y = from + step; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
  }, from);
  const probe = await readProbe(page);
  printFrames('the token table scroll', probe.frames);
  return Math.round(probe.longestTaskMs);
}

export function tokenTableInApp() {
  return inSignedInApp('token-table-bench-', async (page) => {
    await uploadLayers(page, SCENE.layers, SCENE.valuesPerLayer, 64);
    await storeScene(page, flatScene, TOKENS);
    await page.reload();
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor({ timeout: 120_000 });
    await generate(page, TOKENS);
    await page.getByRole('radio', { name: 'Token table' }).check();
    await page
      .getByRole('region', { name: 'Token table' })
      .getByRole('status')
      .filter({ hasText: `of ${TOKENS} tokens` })
      .waitFor();
    const tableSortMs = await sortByRank(page);
    const tableScrollLongestTaskMs = await scrollThrough(page);
    return { tableSortMs, tableScrollLongestTaskMs };
  });
}
