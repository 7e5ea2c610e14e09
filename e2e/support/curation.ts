// What the curation specs read of a set: every image and metadata file as the combiner's downloads give
// them, and the value counts of the whole set.
import type { Page } from '@playwright/test';
import { zipFiles } from './helpers.ts';

export type Attributes = { trait_type: string; value: string }[];

export async function theSet(page: Page, count: number) {
  const images = await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64');
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
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
