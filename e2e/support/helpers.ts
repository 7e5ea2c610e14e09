// The e2e helper module: the steps flows share (layers, a combiner run, a collection, downloads, the
// XSRF header), each written once. Images and colours come from ./images.ts, re-exported here.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';
import { pngBytes } from '../../server/test/images.ts';
import { COLOURS, pngFiles, type ColourName, type LayerImage, type Upload } from './images.ts';

export * from './images.ts';

/**
 * Adds a trait group named `name` to the combiner and uploads `files` into it (squares by default);
 * `timeout` for many images on a busy machine.
 */
export async function addLayer(page: Page, name: string, images: LayerImage[] | Upload[], timeout?: number) {
  const files = images.every((image): image is Upload => 'buffer' in image) ? images : await pngFiles(page, images);
  // The layer list is virtualised (cards far from view are not in the page): the new card's number is
  // the list's size, which every card carries (aria-setsize), and its name field is focused.
  const cards = page.getByTestId('layer-card');
  const before = (await cards.count()) > 0 ? Number(await cards.first().getAttribute('aria-setsize')) : 0;
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  const number = before + 1;
  const card = cards.filter({ has: page.getByLabel(`Name of layer ${number}`) });
  await card.getByLabel(`Name of layer ${number}`).fill(name);
  await card.getByLabel(`Browse images for layer ${number}`).setInputFiles(files);
  await expect(card.getByRole('button', { name: `Hide images (${files.length})` })).toBeVisible({ timeout });
}

/**
 * `control` once it is in the page: the layer list renders only the cards near the viewport, so an artist
 * scrolls to a layer's controls; this scrolls from the top, half a screen at a time, until it is there.
 */
export async function revealed(page: Page, control: Locator): Promise<Locator> {
  if ((await control.count()) > 0) return control;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 100 && (await control.count()) === 0; step++) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollBy(0, window.innerHeight / 2);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
  }
  return control;
}

/**
 * Adds a rule through the Rules panel: values are labelled "Layer: Value"; "requires one of" takes
 * several values of one layer.
 */
export async function addRule(page: Page, value: string, kind: 'never' | 'only' | 'oneOf', other: string | string[]) {
  const rules = page.getByRole('region', { name: 'Rules' });
  await rules.getByRole('radiogroup', { name: 'Rule value' }).getByRole('radio', { name: value, exact: true }).check();
  await rules.getByLabel('Rule kind').selectOption(kind);
  const others = rules.getByLabel('Rule other value', { exact: true });
  for (const name of [other].flat()) await others.getByRole(kind === 'oneOf' ? 'checkbox' : 'radio', { name, exact: true }).check();
  await rules.getByRole('button', { name: 'Add rule' }).click();
}

/** A layer whose values are named colours: `red.png`, `blue.png`, ... squares `inset` px in. */
export interface ColourLayer {
  name: string;
  inset: number;
  values: readonly ColourName[];
}

export const colourImages = (layer: ColourLayer): LayerImage[] =>
  layer.values.map((value) => ({ name: `${value}.png`, color: COLOURS[value], inset: layer.inset }));

export interface RunOptions {
  name?: string;
  description?: string;
  seed?: string;
  /** How many tokens the run makes (every combination unless the test sets a size). */
  tokens?: number;
}

/** Opens the combiner, adds the layers, generates, and waits until every token is made. */
export async function makeRun(page: Page, layers: readonly ColourLayer[], options: RunOptions = {}) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill(options.name ?? 'Blocks');
  if (options.description) await page.getByLabel('Description').fill(options.description);
  for (const layer of layers) await addLayer(page, layer.name, colourImages(layer));
  if (options.seed) await page.getByRole('textbox', { name: 'Seed' }).fill(options.seed);
  await generate(page, options.tokens ?? layers.reduce((n, layer) => n * layer.values.length, 1));
}

/** A 3 x 3 run (Background and Eyes, nine tokens), its export panel open: the small set the export specs check. */
export async function makeNineTokenRun(page: Page, collection: { name: string; description: string; seed?: string }) {
  await makeRun(
    page,
    [
      { name: 'Background', inset: 0, values: ['red', 'green', 'blue'] },
      { name: 'Eyes', inset: 30, values: ['black', 'white', 'orange'] },
    ],
    collection,
  );
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
}

/** Clicks Generate (confirming a new run over an earlier one when `again`) and waits for all `count`. */
export async function generate(page: Page, count: number, again = false) {
  const button = page.getByRole('button', { name: 'Generate NFT Files' });
  // A button left disabled says why beside it: the failure names that reason.
  await expect(button)
    .toBeEnabled({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const reason = await page
        .locator('#generate-blocked')
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      throw new Error(`Generate stayed disabled: ${reason ?? 'no reason shown'}`, { cause: error });
    });
  await button.click();
  if (again) await page.getByRole('dialog', { name: 'Start a new run?' }).getByRole('button', { name: 'Discard and generate' }).click();
  await expect(page.getByText(`${count} / ${count} (100%)`)).toBeVisible({ timeout: 60_000 });
}

/** Clicks the button and returns the one download it starts, read from disk. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const done = await download;
  return { name: done.suggestedFilename(), bytes: await readFile((await done.path())!) };
}

/** Downloads the zip a button gives, waits for the button to be ready again, and reads every file. */
export async function zipFiles(page: Page, button: string, kind: 'base64' | 'string'): Promise<Map<string, string>> {
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: button }).click());
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  const files = new Map<string, string>();
  for (const name of Object.keys(zip.files)) files.set(name, await zip.file(name)!.async(kind));
  return files;
}

/** The "Export for Stargaze" one zip of `count` tokens, checked by the app, with every file's bytes. */
export async function stargazeZipFiles(page: Page, count: number): Promise<Map<string, Uint8Array>> {
  // The export panel stays open after the first export.
  if (!(await page.getByRole('button', { name: 'Download one zip' }).isVisible()))
    await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for Stargaze Studio: ${count} images, ${count} metadata files`,
  );
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  const files = new Map<string, Uint8Array>();
  for (const name of Object.keys(zip.files).filter((n) => !zip.files[n]!.dir)) files.set(name, await zip.file(name)!.async('uint8array'));
  return files;
}

/** Each token's traits (trait type -> value) as the metadata of a Stargaze zip lists them. */
export const stargazeTraits = (files: ReadonlyMap<string, Uint8Array>, count: number): Array<Record<string, string>> =>
  Array.from({ length: count }, (_, i) => {
    const json = JSON.parse(new TextDecoder().decode(files.get(`metadata/${i + 1}.json`)!)) as {
      attributes: { trait_type: string; value: string }[];
    };
    return Object.fromEntries(json.attributes.map((a) => [a.trait_type, a.value]));
  });

/** How many tokens hold each value of `trait`. */
export const traitCounts = (tokens: ReadonlyArray<Record<string, string>>, trait: string) =>
  Object.fromEntries([...new Set(tokens.map((t) => t[trait]))].sort().map((v) => [v, tokens.filter((t) => t[trait] === v).length]));

/** The header the server wants on every write: the XSRF cookie's value. */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': await readCookie(page, 'XSRF-TOKEN') };
}

export async function readCookie(page: Page, name: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.value;
}

/** Creates a collection (with an 8 px cover) for the signed-in user through the API; answers its id. */
export async function createCollection(page: Page, name: string, description = 'For the test'): Promise<number> {
  const res = await page.request.post('/api/add_collection.php', {
    headers: await xsrfHeader(page),
    multipart: { name, description, coverPhoto: { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(8, 8)) } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { collection: { id: number } }).collection.id;
}

/** Takes the console errors a test provokes on purpose (e.g. the browser's log of a 401) out of the list the fixture checks. */
export function expectConsoleErrors(errors: string[], pattern: RegExp, count: number): void {
  const matching = errors.filter((e) => pattern.test(e));
  if (matching.length !== count) throw new Error(`expected ${count} console errors matching ${pattern}, got: ${JSON.stringify(errors)}`);
  errors.splice(0, errors.length, ...errors.filter((e) => !pattern.test(e)));
}

/** Nothing of a sign-in is left: no navigation, Open App offered, no address in the tab, no server session. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open App' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('starsAddress'), sessionStorage.getItem('ownershipProved')])).toEqual([
    null,
    expect.not.stringMatching(/^true$/),
  ]);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
}

/** Signed in as `address`: the navigation, the tab's address and the server's session agree. */
export async function expectSignedIn(page: Page, address: string, wallet: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBe(address);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ signedIn: true, address, wallet });
}
