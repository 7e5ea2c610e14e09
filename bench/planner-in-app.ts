// The planner as an artist meets it: in the built app, 4 layers x 10 images (10 000 valid combinations),
// a collection of 10 000, re-planned by typing a new Seed; then 8 layers x 30 images with 20 rules and
// skewed weights, re-planned by editing a weight (replanMs), then a weight set to 0 to time the new
// valid-combination count on screen (countMs); the same for 4 templates. The page is probed for long
// tasks and frame gaps from the keystroke until the rarity plan is shown again: planning must never
// block the main thread.
import type { Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { deleteLayers, installProbe, printFrames, readProbe, uploadLayers } from './combiner-steps.ts';
import { rulesFor, skewedWeight } from './planner-scene.ts';
import { TREE_GROUPS, treeScene as treeSceneOf } from './planner-templates.ts';
import type { TemplatesSetting } from '../core/plan/tree-types.ts';
import type { PlanGroup } from '../core/plan/types.ts';

const TOKENS = 10_000;
const LAYERS = 4;
const VALUES = 10;
const REPLANS = 3;

interface Replan {
  seconds: number;
  longestTaskMs: number;
  maxFrameGapMs: number;
  /** The long animation frames seen, with the scripts behind them. */
  frames: string[];
}

type Probed = Window & { __flips: Array<[number, string | null]>; __inputs: number[]; __shown?: number };

/** Makes an edit (a new Seed, a weight) and waits for the plan to go busy and come back; times it from the
 * edit's input event in the page (not from the test driver's own checks before it types) to the first frame
 * painted with the new plan. */
async function replan(page: Page, edit: () => Promise<void>): Promise<Replan> {
  // A plan still on its way in (or just refused) has no section yet: wait for it.
  await page.locator('section[aria-label="Rarity plan"]').waitFor({ timeout: 120_000 });
  await installProbe(page);
  // The plan's aria-busy flips and the input events are recorded in the page: a fast plan may be over
  // before a poll would see it.
  await page.evaluate(() => {
    const probed = window as unknown as Probed;
    const plan = document.querySelector('section[aria-label="Rarity plan"]')!;
    probed.__flips = [];
    probed.__inputs = [];
    probed.__shown = undefined;
    document.addEventListener('input', () => probed.__inputs.push(performance.now()), { capture: true });
    new MutationObserver(() => {
      const busy = plan.getAttribute('aria-busy');
      probed.__flips.push([performance.now(), busy]);
      // The second frame callback runs after the frame holding the new plan was painted.
      if (busy === 'false') requestAnimationFrame(() => requestAnimationFrame(() => (probed.__shown ??= performance.now())));
    }).observe(plan, { attributeFilter: ['aria-busy'] });
  });
  await edit();
  const done = await page.waitForFunction(
    () => {
      const { __flips: flips, __inputs: inputs, __shown: shown } = window as unknown as Probed;
      const busy = flips.find(([, value]) => value === 'true');
      if (!busy || shown === undefined) return false;
      // The edit: the last input event before the plan went busy.
      return shown - Math.max(...inputs.filter((at) => at <= busy[0]));
    },
    undefined,
    { timeout: 120_000 },
  );
  const seconds = ((await done.jsonValue()) as number) / 1000;
  const probe = await readProbe(page);
  return { seconds, longestTaskMs: probe.longestTaskMs, maxFrameGapMs: probe.maxFrameGapMs, frames: probe.frames };
}

const EDIT = { layers: 8, valuesPerLayer: 30, rules: 20 };

interface SceneGroup {
  id: number;
  files: { id: string }[];
}
/** The settings of a scene over the uploaded layers: rules and weights by file id, and templates if any. */
type Scene = (groups: SceneGroup[]) => { rules: unknown[]; weights: Record<string, number>; templates?: TemplatesSetting };

/** 8 layers x 30 images, 20 rules and skewed weights. */
export const flatScene: Scene = (groups) => {
  const id = (ref: { layer: number; value: number }) => groups[ref.layer]!.files[ref.value]!.id;
  return {
    rules: rulesFor(EDIT).map((r) => ({ kind: r.kind, a: id(r.a), b: id(r.b) })),
    weights: Object.fromEntries(groups.flatMap((g) => g.files.map((f, v) => [f.id, skewedWeight(v, EDIT.valuesPerLayer)]))),
  };
};

/** 4 templates of 8 layers x 30 (bench/planner-templates.ts), 20 rules. */
const treeScene: Scene = (groups) => {
  const { setting, rules, weights } = treeSceneOf(groups as unknown as PlanGroup[]);
  return { rules, weights, templates: setting };
};

/** Writes the scene's settings over the uploaded layers and the collection size where the screen keeps
 * them; a reload plans with them. */
export async function storeScene(page: Page, scene: Scene, tokens: number) {
  const groups = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('traitGroups')!) as { state: { groups: SceneGroup[] } }).state.groups,
  );
  await page.evaluate(
    ({ rules, weights, templates, tokens }) => {
      const stored = JSON.parse(localStorage.getItem('generatorSettings') ?? '{"state":{},"version":0}');
      Object.assign(stored.state, { rules, weights, size: tokens });
      localStorage.setItem('generatorSettings', JSON.stringify(stored));
      if (templates) localStorage.setItem('combinerTemplates', JSON.stringify({ state: templates, version: 0 }));
    },
    { ...scene(groups), tokens },
  );
}

/** Times an edit that changes the valid-combination count (a value weighted 0 is left out of it): from
 * the edit's input event to the first frame painted with the new count. */
async function countEdit(page: Page, edit: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const probed = window as unknown as Probed;
    const count = document.querySelector('[data-testid="possible-combinations"]')!;
    probed.__inputs = [];
    probed.__shown = undefined;
    document.addEventListener('input', () => probed.__inputs.push(performance.now()), { capture: true, once: true });
    const before = count.textContent;
    new MutationObserver((_, observer) => {
      if (count.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (probed.__shown ??= performance.now())));
    }).observe(count, { characterData: true, childList: true, subtree: true });
  });
  await edit();
  const done = await page.waitForFunction(() => {
    const { __inputs: inputs, __shown: shown } = window as unknown as Probed;
    return shown !== undefined && inputs.length > 0 && shown - inputs[0]!;
  });
  return Math.round((await done.jsonValue()) as number);
}

/** From the page's first script on (a reload's), records its long tasks and, at the frame after each one
 * whose layer list holds a new number of image rows, that number: when the list is first painted whole. */
function openProbe() {
  const probed = window as unknown as { __open?: { longestTaskMs: number; rows: Array<[number, number]> } };
  if (probed.__open) return;
  const open = (probed.__open = { longestTaskMs: 0, rows: [] as Array<[number, number]> });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) open.longestTaskMs = Math.max(open.longestTaskMs, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let counted = 0;
  const frame = () => {
    const rows = document.querySelectorAll('li[data-testid="layer-image"]').length;
    if (rows !== counted) {
      counted = rows;
      // The next frame's callback runs after this frame, the one holding the new rows, was painted.
      requestAnimationFrame(() => open.rows.push([performance.now(), rows]));
    }
    // Until the harness reads the figures: polling the whole page later would be counted as the app's.
    if (!('__openRead' in window)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The reload's figures: from navigation to the layer list painted with all `rows` image rows, and the
 * longest main-thread task until then (and the rarity plan shown). */
async function readOpen(page: Page, rows: number) {
  // The rarity plan may be shown before the list is painted whole: wait for the frame with every row.
  await page.waitForFunction(
    (n) => (window as unknown as { __open: { rows: Array<[number, number]> } }).__open.rows.some(([, shown]) => shown === n),
    rows,
    { timeout: 60_000 },
  );
  const open = await page.evaluate(() => {
    (window as unknown as { __openRead: boolean }).__openRead = true;
    return (window as unknown as { __open: { longestTaskMs: number; rows: Array<[number, number]> } }).__open;
  });
  const whole = open.rows.find(([, n]) => n === rows);
  return { openMs: whole ? Math.round(whole[0]) : null, openLongestTaskMs: Math.round(open.longestTaskMs) };
}

/** `layers` layers of 30 images with the scene's settings (written where the screen keeps them), 10 000
 * tokens; each weight edit re-plans. */
async function weightEdits(page: Page, layers: number, scene: Scene, setting: string) {
  await deleteLayers(page);
  await uploadLayers(page, layers, EDIT.valuesPerLayer, 64);
  await storeScene(page, scene, TOKENS);
  await page.addInitScript(openProbe);
  await page.reload();
  // Found by tag and text, not by role: a role query walks the whole page at each poll, main-thread work
  // the opening's long tasks would count as the app's.
  await page
    .locator('section[aria-label="Rarity plan"] h3', { hasText: `Rarity plan (${TOKENS} generated tokens)` })
    .waitFor({ timeout: 120_000 });
  const opened = await readOpen(page, layers * EDIT.valuesPerLayer);
  // The field is on screen before the edits, as for an artist typing in it: scrolling the page to it
  // (Playwright does before it types) would paint the newly shown layers inside the timed window.
  const weight = page.locator('input[aria-label="Weight of l1-2"]');
  await weight.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const edits: Replan[] = [];
  for (let i = 0; i < REPLANS; i++) edits.push(await replan(page, () => weight.fill(String(5 + i))));
  await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor();
  printFrames(
    'the weight edits',
    edits.flatMap((e) => e.frames),
  );
  const countMs = await countEdit(page, () => page.locator('input[aria-label="Weight of l1-3"]').fill('0'));
  return {
    replanMs: Math.round(Math.max(...edits.map((e) => e.seconds)) * 1000),
    replanEditsMs: edits.map((e) => Math.round(e.seconds * 1000)),
    replanLongestTaskMs: Math.round(Math.max(...edits.map((e) => e.longestTaskMs))),
    replanMaxFrameGapMs: Math.round(Math.max(...edits.map((e) => e.maxFrameGapMs))),
    replanSetting: setting,
    countMs,
    ...opened,
  };
}

export async function planInApp() {
  return inSignedInApp('planner-bench-', async (page) => {
    await page.reload();
    await uploadLayers(page, LAYERS, VALUES, 250);
    await page.getByLabel('Collection size').fill(String(TOKENS));
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor({ timeout: 120_000 });
    const replans: Replan[] = [];
    for (let i = 0; i < REPLANS; i++) replans.push(await replan(page, () => page.getByLabel('Seed').fill(`in-app-${i}`)));
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor();
    const worst = (key: 'seconds' | 'longestTaskMs' | 'maxFrameGapMs') => Math.round(Math.max(...replans.map((r) => r[key])) * 100) / 100;
    const weightEdit = await weightEdits(page, EDIT.layers, flatScene, `weight edits, ${EDIT.layers} x 30, ${EDIT.rules} rules`);
    const tree = await weightEdits(page, TREE_GROUPS, treeScene, 'weight edits, 4 templates of 8 x 30, 20 rules');
    return {
      ...weightEdit,
      treeReplanMs: tree.replanMs,
      treeReplanEditsMs: tree.replanEditsMs,
      treeReplanLongestTaskMs: tree.replanLongestTaskMs,
      treeReplanMaxFrameGapMs: tree.replanMaxFrameGapMs,
      treeReplanSetting: tree.replanSetting,
      treeCountMs: tree.countMs,
      treeOpenMs: tree.openMs,
      treeOpenLongestTaskMs: tree.openLongestTaskMs,
      tokens: TOKENS,
      layers: LAYERS,
      valuesPerLayer: VALUES,
      replans: REPLANS,
      replanSeconds: worst('seconds'),
      longestMainThreadTaskMs: worst('longestTaskMs'),
      maxFrameGapMs: worst('maxFrameGapMs'),
    };
  });
}
