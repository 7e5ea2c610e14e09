// A finished run's results as the combiner shows them once a reload has restored the run: the grid of
// cards, and the same run as the token table. Found by attribute and text, not by role: a role query walks
// the whole page at each poll, main-thread work the probes would count as the app's.
import type { Page } from 'playwright';
import { generate } from './combiner-steps.ts';
import type { ScreenSteps } from './screens-open.ts';

const FIRST_CARD = 'article[aria-label="Combination #1"]';
const FIRST_ROW = 'section[aria-label="Token table"] tr[aria-label="Token #1"]';
const GRID_START = 'section[aria-label="Generated images"] h2';

/** Scrolls the results' start into view: below the combiner's layers, and only the cards or rows near the
 * viewport are in the page (the first token's among them once there). */
const toResults = (page: Page, start: string) => page.locator(start).scrollIntoViewIfNeeded();

/** Plans the scene stored for the combiner (a reload reads it) and generates its `tokens`: the run each
 * later reload restores. The page is left at the results' start, where an artist looks at them: a reload
 * keeps the scroll. */
export async function generateRun(page: Page, tokens: number): Promise<void> {
  await page.reload();
  await page
    .locator('section[aria-label="Rarity plan"] h3', { hasText: `Rarity plan (${tokens} generated tokens)` })
    .waitFor({ timeout: 120_000 });
  await generate(page, tokens);
  await toResults(page, GRID_START);
}

export const resultsGrid = (screen: string): ScreenSteps => ({
  screen,
  // A card's "Select #n" box: it answers at once and opens nothing (no dialog, no download).
  mainControl: 'article[aria-label^="Combination #"] input[type="checkbox"]',
  // A card's image read from storage: a reload keeps the page's scroll, so which cards show depends on it.
  shown: 'article[aria-label^="Combination #"] img',
  // Re-roll: the card's edit an artist makes most (a token they dislike drawn again, every count kept;
  // Exclude and 1/1 are rarer). Its three clicks: the card's button, finding the re-roll, applying it.
  edit: async (page) => {
    await toResults(page, GRID_START);
    await page.locator(`${FIRST_CARD} button[aria-label="Re-roll"]`).click();
    const dialog = page.locator('[role="dialog"][aria-label="Re-roll #1"]');
    await dialog.locator('button', { hasText: 'Find a re-roll' }).click();
    // Enabled once the worker has found the swaps; the dialog closes once the changed tokens are composed.
    await dialog.locator('button', { hasText: 'Apply re-roll' }).click({ timeout: 120_000 });
    await dialog.waitFor({ state: 'detached', timeout: 120_000 });
  },
});

export const tokenTable = (screen: string): ScreenSteps => ({
  screen,
  // The view chosen is not kept across a reload: the table opens from the "Token table" choice above the
  // restored results, and is drawn in the frame after its click. The radio's only name is its label's
  // text, which CSS cannot match: it is found as the choice's second option.
  mainControl: '[role="radiogroup"][aria-label="Show the results as"] label:last-child input',
  shown: 'section[aria-label="Token table"] tbody tr img',
  // A token's own name, typed in its row's "Texts" dialog: the table's edit (the grid has the others).
  edit: async (page) => {
    const name = 'Named in the table';
    await toResults(page, 'section[aria-label="Token table"] thead');
    await page.locator(`${FIRST_ROW} button[aria-label="Name and description of #1"]`).click();
    const dialog = page.locator('[role="dialog"][aria-label="Name and description of #1"]');
    // The first field is the token's name.
    await dialog.locator('input').first().focus();
    await page.keyboard.type(name);
    await dialog.locator('button', { hasText: 'Save name and description' }).click();
    await page.locator(`${FIRST_ROW} td`, { hasText: name }).waitFor();
  },
});
