// What the curation specs read of a set: every image and metadata file as the combiner's downloads give
// them, and the value counts of the whole set.
import { expect, type Page } from '@playwright/test';
import { zipFiles } from './helpers.ts';

export type Attributes = { trait_type: string; value: string }[];

/** Once the look-alike check that follows a run or an edit is over: its groups come in above the results
 * and move every card down, a click (or the pointer) meant for one card landing on another. */
export const lookAlikeCheckOver = (page: Page) =>
  expect(page.getByRole('progressbar', { name: 'Looking for look-alikes' })).toHaveCount(0, { timeout: 60_000 });

/** The set after a run or an edit, read once the look-alike check that follows it is over. */
export async function theSet(page: Page, count: number) {
  const images = await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64');
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
  await lookAlikeCheckOver(page);
  const attributes = (n: number) => JSON.parse(metadata.get(`${n}.json`)!).attributes as Attributes;
  return { images, metadata, attributes, all: Array.from({ length: count }, (_, i) => attributes(i + 1)) };
}

/** Every trait_type=value of the set, sorted: equal strings, equal counts. */
export const valueCounts = (all: Attributes[]) =>
  all
    .flat()
    .map((a) => `${a.trait_type}=${a.value}`)
    .sort()
    .join();
