// rerollMs as the artist meets it: in the built app, 8 layers x 30 images of 512 px (an artist's, as in
// the combiner bench) with 20 rules and
// skewed weights, a 10 000-token run; then "Re-roll" on cards #1, #2 and #3 in turn keeping Layer 1, each
// timed from the click on "Find a re-roll" to the frame that lists the swaps, plus from the click on
// "Apply re-roll" to the frame that shows the card's new image (the changed tokens composed, the set
// re-ranked and saved). One re-roll on a 2-core machine varies by about 80 ms from one try to the next:
// the figures are those of the median of the three, with all three totals beside them. The page is
// probed for long tasks meanwhile (the longest over the three).
import type { Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { generate, installProbe, printFrames, readProbe, uploadLayers } from './combiner-steps.ts';
import { flatScene, storeScene } from './planner-in-app.ts';

const SCENE = { layers: 8, valuesPerLayer: 30, rules: 20, px: 512 };
const TOKENS = 10_000;
const TOKENS_REROLLED = [1, 2, 3];

type Timed = Window & { __clicks: Record<string, number>; __marks: Record<string, number>; __unwatch?: () => void };

/** Records in the page when each button is clicked, when the swaps are painted, and when the card's new
 * image is (what watched the re-roll before stops). */
function watch(page: Page, token: number) {
  return page.evaluate((token) => {
    const timed = window as unknown as Timed;
    timed.__unwatch?.();
    const marks: Record<string, number> = (timed.__marks = {});
    const clicks: Record<string, number> = (timed.__clicks = {});
    const painted = (name: string) => requestAnimationFrame(() => requestAnimationFrame(() => (marks[name] ??= performance.now())));
    const clicked = (e: MouseEvent) => (clicks[(e.target as HTMLElement).closest('button')?.textContent ?? ''] = performance.now());
    document.addEventListener('click', clicked, { capture: true });
    const card = () => document.querySelector(`article[aria-label="Combination #${token}"]`);
    const before = card()?.querySelector('img')?.getAttribute('src');
    const observer = new MutationObserver(() => {
      if (document.querySelector('ul[aria-label="Swaps"] li')) painted('swaps');
      const img = card()?.querySelector('img');
      if (img && img.getAttribute('src') !== before)
        void img.decode().then(
          () => painted('image'),
          () => undefined,
        );
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    timed.__unwatch = () => {
      observer.disconnect();
      document.removeEventListener('click', clicked, { capture: true });
    };
  }, token);
}

async function rerollOnce(page: Page, token: number) {
  const card = page.getByRole('article', { name: `Combination #${token}`, exact: true });
  await card.getByRole('img', { name: `Combination #${token}`, exact: true }).waitFor();
  await card.getByRole('button', { name: 'Re-roll' }).click();
  const dialog = page.getByRole('dialog', { name: `Re-roll #${token}` });
  await dialog.getByRole('checkbox', { name: /^Keep Layer 1:/ }).check();
  await watch(page, token);
  await installProbe(page);
  await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
  await page.waitForFunction(() => (window as unknown as Timed).__marks.swaps !== undefined, undefined, { timeout: 120_000 });
  const swaps = await dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem').count();
  await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
  await page.waitForFunction(() => (window as unknown as Timed).__marks.image !== undefined, undefined, { timeout: 120_000 });
  await dialog.waitFor({ state: 'detached' });
  const { clicks, marks } = await page.evaluate(() => {
    const timed = window as unknown as Timed;
    return { clicks: timed.__clicks, marks: timed.__marks };
  });
  const probe = await readProbe(page);
  printFrames(`the re-roll of #${token}`, probe.frames);
  const findMs = Math.round(marks.swaps! - clicks['Find a re-roll']!);
  const applyMs = Math.round(marks.image! - clicks['Apply re-roll']!);
  return { findMs, applyMs, swaps, longestTaskMs: Math.round(probe.longestTaskMs) };
}

export async function rerollInApp() {
  return inSignedInApp('curation-bench-', async (page) => {
    await uploadLayers(page, SCENE.layers, SCENE.valuesPerLayer, SCENE.px);
    await storeScene(page, flatScene, TOKENS);
    await page.reload();
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor({ timeout: 120_000 });
    await generate(page, TOKENS);
    const tries: Awaited<ReturnType<typeof rerollOnce>>[] = [];
    for (const token of TOKENS_REROLLED) tries.push(await rerollOnce(page, token));
    const total = (t: (typeof tries)[number]) => t.findMs + t.applyMs;
    const median = [...tries].sort((a, b) => total(a) - total(b))[1]!;
    return {
      rerollMs: total(median),
      rerollFindMs: median.findMs,
      rerollApplyMs: median.applyMs,
      rerollSwaps: median.swaps,
      rerollTriesMs: tries.map(total),
      rerollLongestTaskMs: Math.max(...tries.map((t) => t.longestTaskMs)),
    };
  });
}
