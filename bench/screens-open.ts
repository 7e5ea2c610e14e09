// One heavy screen's freeze figures in the built app: the open after a reload (navigation to its main
// control answering a click, and the longest main-thread task until its content is shown; for a screen
// whose content a reload would lose, from the step that fills it instead), a scroll from top to bottom
// (the longest task meanwhile) and its main edit (the interaction's Event Timing duration: input to the
// next frame painted).
import type { Page } from 'playwright';
import { installProbe, printFrames, readProbe } from './combiner-steps.ts';

export interface ScreenRow extends Record<string, unknown> {
  screen: string;
  openMs: number | null;
  longestTaskMs: number;
  scrollLongestTaskMs: number | null;
  interactionMs: number | null;
}

export interface ScreenSteps {
  screen: string;
  /** A control that answers a click once the screen is usable (found by CSS: a role query walks the page). */
  mainControl: string;
  /** What shows the screen whole (the rarity plan, the grid's first row): the open's tasks are counted until then. */
  shown: string;
  /** The main edit, made from the keyboard on a control near the top; resolves once its result is shown. */
  edit(page: Page): Promise<void>;
  /**
   * For a screen whose content lives in the tab alone (the renamer's files), which a reload would empty:
   * the step that fills it, answering its page time (performance.now()). The open is counted from there
   * instead of from a reload's navigation.
   */
  reach?(page: Page): Promise<number>;
}

type OpenProbe = { longestTaskMs: number; clicked?: number; done?: boolean };

/** Its long tasks and the frame after the first click on the main control: from the page's first script
 * (a reload's), or from now (`fromNow`, before a `reach` step: the tasks before it are not the open's). */
function openProbe({ mainControl, fromNow }: { mainControl: string; fromNow: boolean }) {
  const since = fromNow ? performance.now() : 0;
  const open: OpenProbe = ((window as unknown as { __open: OpenProbe }).__open = { longestTaskMs: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!open.done && entry.startTime >= since) open.longestTaskMs = Math.max(open.longestTaskMs, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      if (open.clicked === undefined && (event.target as Element).closest(mainControl))
        requestAnimationFrame(() => (open.clicked ??= performance.now()));
    },
    { capture: true },
  );
}

export async function openScreen(
  page: Page,
  steps: ScreenSteps,
): Promise<{ screen: string; openMs: number | null; longestTaskMs: number }> {
  let started = 0;
  if (steps.reach) {
    await page.evaluate(openProbe, { mainControl: steps.mainControl, fromNow: true });
    started = await steps.reach(page);
  } else {
    // Only for this reload: the next screen's open probes its own main control.
    const probe = await page.addInitScript(openProbe, { mainControl: steps.mainControl, fromNow: false });
    await page.reload();
    await probe.dispose();
  }
  await page.locator(steps.mainControl).first().click({ timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __open: OpenProbe }).__open.clicked !== undefined);
  await page.locator(steps.shown).first().waitFor({ timeout: 120_000 });
  const open = await page.evaluate(() => {
    const probe = (window as unknown as { __open: OpenProbe }).__open;
    probe.done = true;
    return probe;
  });
  return {
    screen: steps.screen,
    openMs: open.clicked === undefined ? null : Math.round(open.clicked - started),
    longestTaskMs: Math.round(open.longestTaskMs),
  };
}

/** Scrolls the page from top to bottom with the mouse wheel, a step at a time, as a person does. */
export async function scrollThrough(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(300, 400);
  await installProbe(page);
  for (let step = 0; step < 2_000; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(30);
    const end = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (end) break;
  }
  const probe = await readProbe(page);
  printFrames('the scroll', probe.frames);
  return Math.round(probe.longestTaskMs);
}

/** The edit's slowest Event Timing entry (at least 16 ms: shorter ones are not reported). */
export async function timeInteraction(page: Page, edit: (page: Page) => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const events: number[] = ((window as unknown as { __events: number[] }).__events = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
        if (entry.interactionId) events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await edit(page);
  // Event Timing entries come after the frame they end at.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  const events = await page.evaluate(() => (window as unknown as { __events: number[] }).__events);
  return Math.round(Math.max(16, ...events));
}

/** The largest page a paged screen offers: the last of PAGE_SIZES (src/config/constants.ts, which Node
 * cannot import: its aliases are the bundler's). */
export const LARGEST_PAGE = 100;

/** Throws unless the paged screen shows its first page of all `total` items at its largest size: a screen
 * falls back to its default size for a size it does not offer, and a refused upload or add would leave it
 * smaller, either measuring a smaller screen without a word. */
export async function checkPaging(page: Page, total: number): Promise<void> {
  const paging = page.locator('nav[aria-label="Pagination"]');
  const perPage = paging.locator('select');
  const offered = await perPage.locator('option').evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
  const size = Number(await perPage.inputValue());
  const pages = await paging.locator('span').first().textContent();
  if (size !== Math.max(...offered) || pages !== `Page 1 of ${Math.ceil(total / size)}`)
    throw new Error(`"${pages}" of ${size} a page shown, for ${total} at ${Math.max(...offered)} a page`);
}

export async function measureScreen(page: Page, steps: ScreenSteps): Promise<ScreenRow> {
  const opened = await openScreen(page, steps);
  const scrollLongestTaskMs = await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const interactionMs = await timeInteraction(page, steps.edit);
  const row = { ...opened, scrollLongestTaskMs, interactionMs };
  console.log(JSON.stringify(row));
  return row;
}
