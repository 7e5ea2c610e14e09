// The planner as an artist meets it: in the built app, 4 layers x 10 images (10 000 valid combinations),
// a collection of 10 000, re-planned by typing a new Seed. The page is probed for long tasks and frame
// gaps from the keystroke until the rarity plan is shown again: planning must never block the main thread.
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import config from '../playwright.config.ts';
import { WalletStubs } from '../e2e/fixtures/wallets.ts';
import { signInWithWallet } from '../e2e/fixtures/sign-in.ts';
import { indexer } from '../e2e/fixtures/indexer.ts';
import { baseURL, startAppStack } from './app-stack.ts';
import { installProbe, readProbe, uploadLayers } from './combiner-steps.ts';

const TOKENS = 10_000;
const LAYERS = 4;
const VALUES = 10;
const REPLANS = 3;

interface Replan {
  seconds: number;
  longestTaskMs: number;
  maxFrameGapMs: number;
}

/** Types a new Seed and waits for the plan to go busy and come back; times it from the keystroke. */
async function replan(page: Page, seed: string): Promise<Replan> {
  await installProbe(page);
  // The plan's aria-busy flips are recorded in the page: a fast plan may be over before a poll would see it.
  await page.evaluate(() => {
    const plan = document.querySelector('section[aria-label="Rarity plan"]')!;
    const flips: Array<[number, string | null]> = [];
    (window as unknown as { __flips: typeof flips }).__flips = flips;
    new MutationObserver(() => flips.push([performance.now(), plan.getAttribute('aria-busy')])).observe(plan, {
      attributeFilter: ['aria-busy'],
    });
  });
  const typed = await page.evaluate(() => performance.now());
  await page.getByLabel('Seed').fill(seed);
  const done = await page.waitForFunction(
    () => {
      const flips = (window as unknown as { __flips: Array<[number, string | null]> }).__flips;
      const busy = flips.findIndex(([, value]) => value === 'true');
      return busy >= 0 && flips.slice(busy).find(([, value]) => value === 'false')?.[0];
    },
    undefined,
    { timeout: 120_000 },
  );
  const seconds = (((await done.jsonValue()) as number) - typed) / 1000;
  const probe = await readProbe(page);
  return { seconds, longestTaskMs: probe.longestTaskMs, maxFrameGapMs: probe.maxFrameGapMs };
}

export async function planInApp() {
  await startAppStack();
  const profile = mkdtempSync(join(os.tmpdir(), 'planner-bench-'));
  const context = await chromium.launchPersistentContext(profile, { ...config.use?.launchOptions, baseURL });
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const { address } = await signInWithWallet(page, new WalletStubs(page), 'keplr');
    await indexer.setHoldings(address, { batKids: 10 });
    await page.goto('/#/randomizer');
    await page.reload();
    await uploadLayers(page, LAYERS, VALUES, 250);
    await page.getByLabel('Collection size').fill(String(TOKENS));
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor({ timeout: 120_000 });
    const replans: Replan[] = [];
    for (let i = 0; i < REPLANS; i++) replans.push(await replan(page, `in-app-${i}`));
    await page.getByRole('heading', { name: `Rarity plan (${TOKENS} generated tokens)` }).waitFor();
    const worst = (key: 'seconds' | 'longestTaskMs' | 'maxFrameGapMs') => Math.round(Math.max(...replans.map((r) => r[key])) * 100) / 100;
    return {
      tokens: TOKENS,
      layers: LAYERS,
      valuesPerLayer: VALUES,
      replans: REPLANS,
      replanSeconds: worst('seconds'),
      longestMainThreadTaskMs: worst('longestTaskMs'),
      maxFrameGapMs: worst('maxFrameGapMs'),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
