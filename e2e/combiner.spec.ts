// The image combiner end to end: layers made here, uploaded through the UI, generated in the real
// workers, exported as real downloads and opened with jszip.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Download, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, close, COLOURS, pngFiles, type Rgb } from './support/helpers.ts';

const { red: RED, green: GREEN, blue: BLUE, yellow: YELLOW, magenta: MAGENTA, black: BLACK, white: WHITE } = COLOURS;

async function downloadZip(page: Page, button: string): Promise<{ name: string; zip: JSZip }[]> {
  const downloads: Download[] = [];
  const listener = (d: Download) => downloads.push(d);
  page.on('download', listener);
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  await first;
  await expect(page.getByRole('button', { name: button })).toBeEnabled({ timeout: 30_000 });
  page.off('download', listener);
  return Promise.all(
    downloads.map(async (d) => ({ name: d.suggestedFilename(), zip: await JSZip.loadAsync(await readFile((await d.path())!)) })),
  );
}

/** RGB at (x, y) of a PNG, decoded by the browser. */
async function pixel(page: Page, png: Uint8Array, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    { data: [...png], x, y },
  );
}

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** How many of the sortable `items` stand aside for the one being dragged. */
const madeWay = (items: Locator) =>
  items.evaluateAll(
    (all) =>
      all.filter(
        (item) => !['', 'translate3d(0px, 0px, 0px)'].includes(item.style.transform) && !item.querySelector('[aria-pressed="true"]'),
      ).length,
  );

/** Drags `from` (in one of `items`) onto `to` as a person does, which dnd-kit's mouse sensor follows: press, move in steps, release. */
async function drag(page: Page, items: Locator, from: Locator, to: Locator) {
  // Both ends in the middle of the window first: near its edges the page scrolls while dragging.
  const [a, b] = [await centre(from), await centre(to)];
  await page.evaluate((middle) => window.scrollBy(0, middle - window.innerHeight / 2), (a.y + b.y) / 2);
  const [start, end] = [await centre(from), await centre(to)];
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + Math.sign(end.y - start.y) * 10, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 10 });
  // Released once the others have made way, as a person sees it.
  await expect.poll(() => madeWay(items)).toBeGreaterThan(0);
  await page.mouse.up();
}

/** Resolves once the page has stopped scrolling: the same scroll position two frames apart. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = NaN;
        const check = () => {
          if (scrollY === last) return resolve();
          last = scrollY;
          requestAnimationFrame(() => requestAnimationFrame(check));
        };
        check();
      }),
  );

/**
 * Picks one of `items` up by its drag handle, moves it one place with the arrow key and drops it: Space, arrow, Space.
 * When the neighbour's edge lies past the middle of the window, dnd-kit follows the arrow by scrolling the page
 * smoothly rather than moving the item; as a person does, each key waits until the page has come to rest.
 */
async function keyboardMove(page: Page, items: Locator, handle: Locator, key: 'ArrowUp' | 'ArrowDown') {
  await handle.focus();
  await scrollSettled(page);
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit listens for the arrows from a timer it sets on pick-up, and the browser may serve a key press before
  // a timer: a timer set now fires after dnd-kit's, so the arrow then reaches it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press(key);
  await expect.poll(() => madeWay(items)).toBe(1);
  await scrollSettled(page);
  await page.keyboard.press('Space');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
  // dnd-kit gives the focus back to the handle on the next frame: let it, before the next key goes anywhere.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const names = (zip: JSZip) => Object.keys(zip.files).sort((a, b) => parseInt(a.replace(/\D/g, '')) - parseInt(b.replace(/\D/g, '')));

test('generates every combination in layer order after a drag reorder, and exports images and metadata', async ({ page }) => {
  await page.goto('/#/randomizer');
  await expect(page.getByTestId('available-credits')).toHaveText('100');
  await expect(page.getByText('(Max: 10 000)')).toBeVisible();
  await page.getByPlaceholder('e.g., My NFT').fill('Blocks');
  await expect(page.getByText('# will be automatically added')).toBeVisible();
  await page.getByLabel('Description').fill('Coloured squares');

  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
  ]);
  await addLayer(page, 'Body', [
    { name: 'blue.png', color: BLUE, inset: 20 },
    { name: 'yellow.png', color: YELLOW, inset: 20 },
    { name: 'magenta.png', color: MAGENTA, inset: 20 },
  ]);
  await addLayer(page, 'Eyes', [
    { name: 'black.png', color: BLACK, inset: 40 },
    { name: 'white.png', color: WHITE, inset: 40 },
  ]);
  await expect(page.getByTestId('possible-combinations')).toHaveText('12');
  await page.getByLabel('Trait value of yellow.png').fill('Sunny');

  // Eyes goes under Body: drag the third card by its title onto the second.
  const cards = page.getByTestId('layer-card');
  await drag(page, cards, cards.nth(2).locator('h3'), cards.nth(1));
  await expect(page.getByLabel('Name of layer 2')).toHaveValue('Eyes');
  await expect(page.getByLabel('Name of layer 3')).toHaveValue('Body');

  // Tokens come out shuffled unless the spec's enumeration order is kept.
  await page.getByLabel('Keep enumeration order').check();
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('12 / 12 (100%)')).toBeVisible();
  // The results sit below the studio's two columns; only rows near the viewport are rendered.
  await page.getByRole('heading', { name: 'Generated images (12)' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('article', { name: 'Combination #12' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Combination #1', exact: true })).toBeVisible();

  const [images] = await downloadZip(page, 'Download All Images in batches (ZIP)');
  expect(images!.name).toBe('merged_images_1_of_1.zip');
  expect(names(images!.zip)).toEqual(Array.from({ length: 12 }, (_, i) => `merged_${i + 1}.png`));
  // Layer order Background(2) x Eyes(2) x Body(3), the last layer fastest: #8 is index 7 = [1, 0, 1].
  const eighth = await images!.zip.file('merged_8.png')!.async('uint8array');
  // The 100 px layers are scaled up to exactly 250 px, the default output size.
  expect(close(await pixel(page, eighth, 125, 125), YELLOW), 'Body covers Eyes in the middle').toBe(true);
  expect(close(await pixel(page, eighth, 5, 5), GREEN), 'the background shows at the edge').toBe(true);

  // The spec's single-key attributes, one of the two formats the metadata buttons write.
  await page.getByLabel('Metadata format').selectOption({ label: 'Layer: value' });
  const [metadata] = await downloadZip(page, 'Generate Metadata (JSON)');
  expect(metadata!.name).toBe('metadata_1_of_1.zip');
  expect(names(metadata!.zip)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}.json`));
  const backgrounds = ['red', 'green'];
  const eyes = ['black', 'white'];
  const bodies = ['blue', 'Sunny', 'magenta'];
  for (let n = 1; n <= 12; n++) {
    const item = JSON.parse(await metadata!.zip.file(`${n}.json`)!.async('string'));
    const i = n - 1;
    expect(item).toEqual({
      name: `Blocks #${n}`,
      description: 'Coloured squares',
      attributes: [{ Background: backgrounds[Math.floor(i / 6)] }, { Eyes: eyes[Math.floor(i / 3) % 2] }, { Body: bodies[i % 3] }],
    });
  }
});

test('signed out, 5 x 5 x 5 layers are limited to 100 distinct random combinations, with the warnings', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Limited');
  const colours: Rgb[] = [RED, GREEN, BLUE, YELLOW, MAGENTA];
  for (const [layer, inset] of [
    ['A', 0],
    ['B', 20],
    ['C', 40],
  ] as const)
    await addLayer(
      page,
      layer,
      colours.map((color, i) => ({ name: `${layer.toLowerCase()}${i}.png`, color, inset })),
    );
  await expect(page.getByTestId('possible-combinations')).toHaveText('125');

  const generate = page.getByRole('button', { name: 'Generate NFT Files' });
  // The limit is announced before Generate, not only after.
  await expect(page.getByTestId('credit-limit-notice')).toHaveText(
    'Your credits allow 100 of the 125 possible combinations: Generate will make a random 100.',
  );
  await generate.click();
  await expect(
    page.getByText('Generation limited to 100 combinations due to available credits. Total possible combinations: 125'),
  ).toBeVisible();
  await expect(page.getByText('Limited to 100 random combinations out of 125 possible combinations.')).toBeVisible();
  await expect(generate).toBeDisabled();
  await expect(page.getByText('100 / 100 (100%)')).toBeVisible();

  // The grid renders only the rows near the viewport, and the last card once scrolled to.
  await page.getByRole('heading', { name: 'Generated images (100)' }).scrollIntoViewIfNeeded();
  const cards = page.getByRole('region', { name: 'Generated images' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('article', { name: 'Combination #100' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Combination #1', exact: true })).toHaveCount(0);

  const [metadata] = await downloadZip(page, 'Generate Metadata (JSON)');
  const files = names(metadata!.zip);
  expect(files).toHaveLength(100);
  const combos = await Promise.all(
    files.map(async (f) => JSON.stringify(JSON.parse(await metadata!.zip.file(f)!.async('string')).attributes)),
  );
  expect(new Set(combos).size).toBe(100);

  const [images] = await downloadZip(page, 'Download All Images in batches (ZIP)');
  expect(images!.name).toBe('merged_images_1_of_1.zip');
  expect(names(images!.zip)).toHaveLength(100);
});

test('adding images says what was added and names each refused file; a new run asks before discarding the last', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  await page.getByLabel('Name of layer 1').fill('Hats');
  const hats = await pngFiles(page, [
    { name: 'white.png', color: WHITE, inset: 30 },
    { name: 'red.png', color: RED, inset: 30 },
  ]);
  await page
    .getByLabel('Browse images for layer 1')
    .setInputFiles([
      ...hats,
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') },
    ]);
  await expect(page.getByText('Added 2 images to Hats.')).toBeVisible();
  await expect(page.getByText('Not added: notes.txt (not an image), broken.png (could not be read).')).toBeVisible();
  await expect(page.getByText('Error uploading files')).toHaveCount(0);
  // A white hat on a transparent background shows on a checkerboard.
  const thumbnail = page.getByRole('img', { name: 'white.png' });
  await expect(thumbnail).toHaveClass(/bg-checkerboard/);
  expect(await thumbnail.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain('linear-gradient');
  await expect(page.getByTestId('credit-limit-notice')).toHaveCount(0);

  const generate = page.getByRole('button', { name: 'Generate NFT Files' });
  await generate.click();
  await expect(page.getByRole('article', { name: 'Combination #2' })).toBeVisible();
  await generate.click();
  const ask = page.getByRole('dialog', { name: 'Start a new run?' });
  await expect(ask).toContainText('Start a new run? The 2 images of the previous run will be discarded.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: 'Combination #2' })).toBeVisible();
  await generate.click();
  await ask.getByRole('button', { name: 'Discard and generate' }).click();
  await expect(page.getByText('2 / 2 (100%)')).toBeVisible();
});

test('asks for a generation before exporting metadata', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByRole('button', { name: 'Generate Metadata (JSON)' }).click();
  await expect(page.getByText('Please generate NFT files first')).toBeVisible();
});

test('a reload keeps the groups; a removed or broken image stops generation and is dropped with the warnings', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
  ]);
  await addLayer(page, 'Top', [{ name: 'black.png', color: BLACK, inset: 30 }]);
  await page.reload();
  await expect(page.getByLabel('Name of layer 1')).toHaveValue('Background');
  await expect(page.getByLabel('Name of layer 2')).toHaveValue('Top');
  await expect(page.getByTestId('possible-combinations')).toHaveText('3');
  await expect(page.getByRole('img', { name: 'blue.png' })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: 'blue.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('traitGroups')!).state.groups);
  expect(stored.map((g: { name: string; files: unknown[] }) => [g.name, g.files.length])).toEqual([
    ['Background', 3],
    ['Top', 1],
  ]);
  expect(stored[0].traitValues).toEqual({ 'red.png': 'red', 'blue.png': 'blue', 'green.png': 'green' });

  const blueId: string = stored[0].files[1].id;
  await imageStore(page, { delete: blueId });
  // Bytes that are no image: checked as the layers come back, as a missing one is.
  await imageStore(page, { break: stored[0].files[2].id });
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('Some images are no longer available. Please re-upload them before generating.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByText(
      'Some files were removed due to expired URLs. Please re-upload the images. For privacy reasons, we do not store any image data on our servers.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Some uploaded files are no longer available. Please re-upload the missing images.')).toBeVisible();
  await expect(page.getByTestId('possible-combinations')).toHaveText('1');
  await expect(page.getByLabel('Trait value of blue.png')).toHaveCount(0);
  await expect(page.getByLabel('Trait value of green.png')).toHaveCount(0);
  await expect(page.getByLabel('Trait value of red.png')).toBeVisible();
});

test('layers and images reorder from the keyboard, and a layer is deleted after confirmation', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'First', [
    { name: 'a.png', color: RED, inset: 0 },
    { name: 'b.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Second', [{ name: 'c.png', color: GREEN, inset: 0 }]);
  await page.getByRole('button', { name: 'Move layer 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name of layer 1')).toHaveValue('Second');
  await page.getByRole('button', { name: 'Move b.png up' }).click();
  await expect(page.getByTestId('layer-card').nth(1).getByTestId('layer-image').first()).toContainText('b.png');
  // The drag handles: Space picks up, the arrows move, Space drops.
  await keyboardMove(page, page.getByTestId('layer-image'), page.getByRole('button', { name: 'Reorder b.png' }), 'ArrowDown');
  await expect(page.getByTestId('layer-card').nth(1).getByTestId('layer-image').first()).toContainText('a.png');
  await keyboardMove(page, page.getByTestId('layer-card'), page.getByRole('button', { name: 'Reorder layer 2' }), 'ArrowUp');
  await expect(page.getByLabel('Name of layer 1')).toHaveValue('First');
  await keyboardMove(page, page.getByTestId('layer-card'), page.getByRole('button', { name: 'Reorder layer 1' }), 'ArrowDown');
  await expect(page.getByLabel('Name of layer 1')).toHaveValue('Second');
  await page.getByRole('button', { name: 'Delete layer 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('layer-card')).toHaveCount(1);
  await expect(page.getByLabel('Name of layer 1')).toHaveValue('First');
  // The deleted layer's image bytes leave the browser's storage with it, and so does a deleted image's.
  const fileIds = () =>
    page.evaluate(() =>
      JSON.parse(localStorage.getItem('traitGroups')!)
        .state.groups[0].files.map((f: { id: string }) => f.id)
        .sort(),
    );
  const kept = await fileIds();
  expect(kept).toHaveLength(2);
  await expect.poll(() => imageStore(page, 'keys')).toEqual(kept);
  await page.getByRole('button', { name: 'Delete a.png' }).click();
  await expect(page.getByLabel('Trait value of a.png')).toHaveCount(0);
  expect(await fileIds()).toHaveLength(1);
  await expect.poll(() => imageStore(page, 'keys')).toEqual(await fileIds());
});

/** One request on the IndexedDB store of layer images: delete an image's bytes, or list its keys (sorted). */
/** The stored images' keys, or one image deleted or its working copy replaced by bytes that are no image. */
const imageStore = (page: Page, request: { delete: string } | { break: string } | 'keys') =>
  page.evaluate(
    (request) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('traitforge-combiner');
        open.onsuccess = () => {
          const store = open.result.transaction('images', 'readwrite').objectStore('images');
          const notAnImage = new Blob(['not an image'], { type: 'image/png' });
          const call =
            request === 'keys'
              ? store.getAllKeys()
              : 'delete' in request
                ? store.delete(request.delete)
                : store.put({ original: notAnImage, preview: notAnImage }, request.break);
          call.onsuccess = () => (open.result.close(), resolve(request === 'keys' ? (call.result as string[]).sort() : []));
          call.onerror = () => reject(call.error);
        };
      }),
    request,
  );

test('images reorder by dragging their rows; a drag across a field selects its text and moves nothing', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Colours', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await page.getByLabel('Weight of red').fill('7');
  const rows = page.getByRole('list', { name: 'Images of layer Colours' }).getByRole('listitem');
  const order = async () => rows.evaluateAll((items) => items.map((item) => item.querySelector('img')?.alt));
  await expect.poll(order).toEqual(['red.png', 'green.png', 'blue.png']);

  // Selecting a trait value with the mouse stays a text selection.
  const value = page.getByLabel('Trait value of red.png');
  await value.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  const box = (await value.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 60, { steps: 10 });
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
  await page.mouse.up();
  expect(await value.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBeGreaterThan(0);
  await expect.poll(order).toEqual(['red.png', 'green.png', 'blue.png']);

  // The first row dragged by its handle onto the last: its value and weight go with it.
  await drag(page, rows, page.getByRole('button', { name: 'Reorder red.png' }), rows.nth(2));
  await expect.poll(order).toEqual(['green.png', 'blue.png', 'red.png']);
  await expect(rows.nth(2).getByLabel('Trait value of red.png')).toHaveValue('red');
  await expect(rows.nth(2).getByLabel('Weight of red')).toHaveValue('7');
  // And back up by a drag from the middle of a row (its name).
  await drag(page, rows, rows.nth(2).getByText('red.png', { exact: true }), rows.nth(1));
  await expect.poll(order).toEqual(['green.png', 'red.png', 'blue.png']);
  // The weight field still takes a click and typing.
  await page.getByLabel('Weight of blue').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await expect(page.getByLabel('Weight of blue')).toHaveValue('3');
  await expect.poll(order).toEqual(['green.png', 'red.png', 'blue.png']);
});
