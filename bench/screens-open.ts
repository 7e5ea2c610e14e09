// One heavy screen's freeze figures in the built app: the open after a reload (navigation to its main
// control answering a click, and the longest main-thread task until its content is shown), a scroll from
// top to bottom (the longest task meanwhile) and its main edit (the interaction's Event Timing duration:
// input to the next frame painted).
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
}

type OpenProbe = { longestTaskMs: number; clicked?: number; done?: boolean };

/** From the page's first script: its long tasks, and the frame after the first click on the main control. */
function openProbe(mainControl: string) {
  const probed = window as unknown as { __open?: OpenProbe };
  if (probed.__open) return;
  const open: OpenProbe = (probed.__open = { longestTaskMs: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!open.done) open.longestTaskMs = Math.max(open.longestTaskMs, entry.duration);
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
  await page.addInitScript(openProbe, steps.mainControl);
  await page.reload();
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
    openMs: open.clicked === undefined ? null : Math.round(open.clicked),
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

export async function measureScreen(page: Page, steps: ScreenSteps): Promise<ScreenRow> {
  const opened = await openScreen(page, steps);
  const scrollLongestTaskMs = await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const interactionMs = await timeInteraction(page, steps.edit);
  const row = { ...opened, scrollLongestTaskMs, interactionMs };
  console.log(JSON.stringify(row));
  return row;
}
