// rerollMs as the artist meets it: in the built app, 8 layers x 30 images (64 px) with 20 rules and
// skewed weights, a 10 000-token run; then "Re-roll" on card #1 keeping Layer 1, timed from the click on
// "Find a re-roll" to the frame that lists the swaps, plus from the click on "Apply re-roll" to the frame
// that shows the card's new image (the changed tokens composed, the set re-ranked and saved). The page
// is probed for long tasks meanwhile.
import type { Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { generate, installProbe, printFrames, readProbe, uploadLayers } from './combiner-steps.ts';
import { flatScene, storeScene } from './planner-in-app.ts';

const SCENE = { layers: 8, valuesPerLayer: 30, rules: 20 };
const TOKENS = 10_000;
const TOKEN = 1;

type Timed = Window & { __clicks: Record<string, number>; __marks: Record<string, number> };

/** Records in the page when each button is clicked, when the swaps are painted, and when the card's new image is. */
function watch(page: Page) {
  return page.evaluate((token) => {
    const timed = window as unknown as Timed;
    timed.__clicks = {};
    timed.__marks = {};
    const painted = (name: string) => requestAnimationFrame(() => requestAnimationFrame(() => (timed.__marks[name] ??= performance.now())));
    document.addEventListener(
      'click',
      (e) => (timed.__clicks[(e.target as HTMLElement).closest('button')?.textContent ?? ''] = performance.now()),
      {
        capture: true,
      },
    );
    const card = () => document.querySelector(`article[aria-label="Combination #${token}"]`);
    const before = card()?.querySelector('img')?.getAttribute('src');
    new MutationObserver(() => {
      if (document.querySelector('ul[aria-label="Swaps"] li')) painted('swaps');
      const img = card()?.querySelector('img');
      if (img && img.getAttribute('src') !== before)
        void img.decode().then(
          () => painted('image'),
          () => undefined,
        );
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  }, TOKEN);
}

export async function rerollInApp() {
  return inSignedInApp('curation-bench-', async (page) => {
    await uploadLayers(page, SCENE.layers, SCENE.valuesPerLayer, 64);
    await storeScene(page, flatScene, TOKENS);
    await page.reload();
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor({ timeout: 120_000 });
    await generate(page, TOKENS);
    const card = page.getByRole('article', { name: `Combination #${TOKEN}`, exact: true });
    await card.getByRole('img', { name: `Combination #${TOKEN}`, exact: true }).waitFor();
    await card.getByRole('button', { name: 'Re-roll' }).click();
    const dialog = page.getByRole('dialog', { name: `Re-roll #${TOKEN}` });
    await dialog.getByRole('checkbox', { name: /^Keep Layer 1:/ }).check();
    await watch(page);
    await installProbe(page);
    await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
    await page.waitForFunction(() => (window as unknown as Timed).__marks.swaps !== undefined, undefined, { timeout: 120_000 });
    const swaps = await dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem').count();
    await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
    await page.waitForFunction(() => (window as unknown as Timed).__marks.image !== undefined, undefined, { timeout: 120_000 });
    const { clicks, marks } = await page.evaluate(() => {
      const timed = window as unknown as Timed;
      return { clicks: timed.__clicks, marks: timed.__marks };
    });
    const probe = await readProbe(page);
    printFrames('the re-roll', probe.frames);
    const findMs = Math.round(marks.swaps! - clicks['Find a re-roll']!);
    const applyMs = Math.round(marks.image! - clicks['Apply re-roll']!);
    return {
      rerollMs: findMs + applyMs,
      rerollFindMs: findMs,
      rerollApplyMs: applyMs,
      rerollSwaps: swaps,
      rerollLongestTaskMs: Math.round(probe.longestTaskMs),
    };
  });
}
