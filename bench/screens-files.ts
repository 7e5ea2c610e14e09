// The files screen of a large collection, opened at its largest page. The collection is made through the
// app's own API, its files sent as the files screen sends them (15 per request, 3 requests at a time; tiny
// PNGs, the screen's size being the point), with a trait of two values to assign.
import type { APIResponse, Page } from 'playwright';
import { MAX_FILES_PER_UPLOAD } from '../server/contract/files.ts';
import { pngBytes } from '../server/test/images.ts';
import { LARGEST_PAGE, type ScreenSteps } from './screens-open.ts';

const FIRST_ROW = 'li[data-testid="file-row"]:first-child';
const ASSIGN = 'button[aria-label^="Assign trait to "]';
const TRAIT = { name: 'Mood', values: ['Happy', 'Calm'] };
/** Uploads at a time, as the files screen sends them (UPLOAD_PARALLEL_BATCHES). */
const PARALLEL_UPLOADS = 3;

async function answered(response: Promise<APIResponse>) {
  const res = await response;
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Record<string, { id: number }>;
}

/** Creates a collection of `files` files and a trait for the signed-in user; answers its id. */
export async function collectionOfFiles(page: Page, files: number): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie: not signed in');
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const post = (path: string, body: { multipart: FormData | Record<string, string> } | { data: unknown }) =>
    answered(page.request.post(`/api/${path}`, { headers, ...body }));
  const { collection } = await post('add_collection.php', { multipart: { name: `${files} files`, description: 'Screens bench' } });
  const collectionId = String(collection!.id);
  const image = pngBytes(4, 4) as Uint8Array<ArrayBuffer>;
  let next = 1;
  const lane = async () => {
    while (next <= files) {
      const form = new FormData();
      // The collection first: the server stores each file as it arrives, in the collection's folder.
      form.set('collectionId', collectionId);
      for (const last = Math.min(files, next + MAX_FILES_PER_UPLOAD - 1); next <= last; next++)
        form.append('files[]', new File([image], `${next}.png`, { type: 'image/png' }));
      await post('upload_file.php', { multipart: form });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, lane));
  const { trait } = await post('add_main_trait.php', { data: { collection_id: collectionId, trait_name: TRAIT.name } });
  for (const value of TRAIT.values) await post('add_trait_value.php', { data: { main_trait_id: trait!.id, value } });
  return Number(collectionId);
}

/** Goes to the collection's files screen, its largest page (the whole page is in the DOM: not virtualised). */
export async function openFiles(page: Page, collectionId: number): Promise<void> {
  await page.goto(`/#/collection/edit/files/${collectionId}?pageSize=${LARGEST_PAGE}`);
  await page.locator(FIRST_ROW).waitFor({ timeout: 120_000 });
}

export const filesScreen = (screen: string): ScreenSteps => ({
  screen,
  // A row's Assign: with no value chosen yet it answers with its notice, and changes nothing.
  mainControl: ASSIGN,
  shown: 'li[data-testid="file-row"]:last-child',
  // A trait assigned to the first file: the screen's edit, file by file.
  edit: async (page) => {
    const row = page.locator(FIRST_ROW);
    const file = await row.locator('img').getAttribute('alt');
    await row.locator('select').selectOption({ label: `${TRAIT.name}: ${TRAIT.values[0]}` });
    await row.locator(ASSIGN).click();
    await page.locator(`ul[aria-label="Assigned traits of ${file}"] li`, { hasText: TRAIT.values[0] }).waitFor();
  },
});
