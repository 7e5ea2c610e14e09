// The Stargaze export end to end: a 27-token run in the real workers, exported as one real zip,
// checked with our port of Stargaze Studio's rules and against the pixels of every image.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, close, COLOURS, downloadOf, makeRun, pixels, type ColourLayer, type ColourName } from './support/helpers.ts';
import { validateStargaze } from '../core/export/validate-stargaze.ts';

/** Each layer's images, bottom first, and where its colour shows in the composite (fractions). */
const LAYERS: ReadonlyArray<ColourLayer & { at: readonly [number, number] }> = [
  { name: 'Background', inset: 0, at: [0.05, 0.05], values: ['red', 'green', 'blue'] },
  { name: 'Body', inset: 20, at: [0.25, 0.25], values: ['yellow', 'magenta', 'cyan'] },
  { name: 'Eyes', inset: 40, at: [0.5, 0.5], values: ['black', 'white', 'orange'] },
];

/** provenance.json names each image's SHA-256, and the collector's one-liner of docs/export.md, run on the
 * unpacked images, prints its provenance hash. */
async function expectProvenance(zip: JSZip, pngs: Uint8Array[]) {
  const provenance = JSON.parse(await zip.file('provenance.json')!.async('string'));
  expect(provenance.images.map((image: { sha256: string }) => image.sha256)).toEqual(
    pngs.map((png) => createHash('sha256').update(png).digest('hex')),
  );
  const folder = mkdtempSync(join(tmpdir(), 'provenance-'));
  mkdirSync(join(folder, 'images'));
  pngs.forEach((png, i) => writeFileSync(join(folder, 'images', `${i + 1}.png`), png));
  const oneLiner = readFileSync('docs/export.md', 'utf8').match(/^\$ (.*sha256sum.*)$/m)![1]!;
  expect(execSync(oneLiner, { cwd: folder, shell: '/bin/sh' }).toString()).toBe(`${provenance.provenance}  -\n`);
  rmSync(folder, { recursive: true });
}

async function exportZip(page: Page, baseUri: string, count = 27) {
  await page.getByLabel('Images base URI (optional)').fill(baseUri);
  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for Stargaze Studio: ${count} images, ${count} metadata files`,
  );
  return { ...download, zip: await JSZip.loadAsync(download.bytes, { checkCRC32: true }) };
}

const numbered = (dir: string, ext: string) => Array.from({ length: 27 }, (_, i) => `${dir}/${i + 1}.${ext}`);
const under = (zip: JSZip, dir: string) => Object.keys(zip.files).filter((name) => name.startsWith(`${dir}/`));

test('a 27-token run exported as one zip is ready for Stargaze Studio and its metadata matches its pixels', async ({ page }) => {
  await makeRun(page, LAYERS, { description: 'Coloured squares' });
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const plain = await exportZip(page, '');
  expect(plain.name).toBe('Blocks_stargaze.zip');
  // Written as one file beside the results (not assembled from thousands of parts): the download is it.
  const written = await page.evaluate(async () => {
    const results = await (await navigator.storage.getDirectory()).getDirectoryHandle('combiner-results');
    return (await (await results.getFileHandle('stargaze-export.zip')).getFile()).size;
  });
  expect(written).toBe(plain.bytes.length);
  expect(under(plain.zip, 'images')).toEqual(numbered('images', 'png'));
  expect(under(plain.zip, 'metadata')).toEqual(numbered('metadata', 'json'));
  expect(
    Object.keys(plain.zip.files)
      .filter((name) => !name.includes('/'))
      .sort(),
  ).toEqual(['provenance.json', 'rarity.csv', 'traitforge.json']);

  const texts = await Promise.all(
    numbered('metadata', 'json').map(async (path) => ({ name: path.split('/')[1]!, text: await plain.zip.file(path)!.async('string') })),
  );
  expect(
    validateStargaze(
      numbered('images', 'png').map((p) => p.split('/')[1]!),
      texts,
    ),
  ).toEqual([]);

  const pngs = await Promise.all(numbered('images', 'png').map((path) => plain.zip.file(path)!.async('uint8array')));
  const seen = await pixels(
    page,
    pngs,
    LAYERS.map((layer) => [...layer.at]),
  );
  const combinations = new Set<string>();
  texts.forEach(({ text }, i) => {
    const item = JSON.parse(text);
    expect(Object.keys(item)).toEqual(['name', 'description', 'attributes']);
    expect(item.name).toBe(`Blocks #${i + 1}`);
    expect(item.description).toBe('Coloured squares');
    expect(item.attributes.map((a: { trait_type: string }) => a.trait_type)).toEqual(LAYERS.map((l) => l.name));
    item.attributes.forEach((attribute: { value: string }, layer: number) =>
      expect(
        close(seen[i]![layer]!, COLOURS[attribute.value as ColourName]),
        `#${i + 1} ${LAYERS[layer]!.name} is ${attribute.value}`,
      ).toBe(true),
    );
    combinations.add(JSON.stringify(item.attributes));
  });
  expect(combinations.size).toBe(27);
  expect(await plain.zip.file('rarity.csv')!.async('string')).toContain('Background,red,9,33.33');
  await expectProvenance(plain.zip, pngs);
  // traitforge.json: enough to make the same set again, every id written as the layer, value and image it was.
  const seed = await page.getByRole('textbox', { name: 'Seed' }).inputValue();
  expect(JSON.parse(await plain.zip.file('traitforge.json')!.async('string'))).toMatchObject({
    tokens: 27,
    collection: { name: 'Blocks' },
    layers: LAYERS.map((layer) => ({
      name: layer.name,
      values: layer.values.map((value) => ({ value, image: `${value}.png`, weight: 1 })),
      none: null,
    })),
    generator: { size: null, seed, order: 'shuffled', rules: [], oneOfOnes: [] },
    output: { size: 250, pixelArt: false, mismatchFit: 'stretch', optimisePng: false },
  });

  const based = await exportZip(page, 'ipfs://bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq/');
  for (let n = 1; n <= 27; n++) {
    const item = JSON.parse(await based.zip.file(`metadata/${n}.json`)!.async('string'));
    expect(item).toEqual({
      ...JSON.parse(texts[n - 1]!.text),
      image: `ipfs://bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq/${n}.png`,
    });
    expect(Object.keys(item)).toEqual(['name', 'description', 'image', 'attributes']);
  }

  // Update image URIs: the plain export in, the same metadata out with only image set.
  const tool = page.getByRole('region', { name: 'Update image URIs' });
  await tool.getByLabel('Images CID or base URI').fill('bafybeif5xp2wdd3kcu54tgzu4zjp2iazrs2zabrfkpz6gklpco7cfhfopa');
  await tool.getByLabel('Metadata zip').setInputFiles({ name: plain.name, mimeType: 'application/zip', buffer: plain.bytes });
  const updated = await downloadOf(page, () => tool.getByRole('button', { name: 'Update image URIs' }).click());
  await expect(page.getByRole('status', { name: 'Update image URIs result' })).toHaveText('Updated image URIs in 27 metadata files');
  expect(updated.name).toBe('metadata_updated_uris.zip');
  const rewritten = await JSZip.loadAsync(updated.bytes);
  expect(Object.keys(rewritten.files)).toEqual(numbered('metadata', 'json'));
  for (let n = 1; n <= 27; n++) {
    const item = JSON.parse(await rewritten.file(`metadata/${n}.json`)!.async('string'));
    expect(item).toEqual({
      ...JSON.parse(texts[n - 1]!.text),
      image: `ipfs://bafybeif5xp2wdd3kcu54tgzu4zjp2iazrs2zabrfkpz6gklpco7cfhfopa/${n}.png`,
    });
  }
});

/** 4 x 5 x 5 = 100 combinations (all of them, so the plan is the same in every context) at 1000 px over noise: slow enough to interrupt. */
async function makeSlowLayers(page: Page) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Slow');
  const colours = Object.values(COLOURS);
  await addLayer(
    page,
    'Noise',
    [0, 1, 2, 3].map((i) => ({ name: `noise${i}.png`, color: colours[i]!, inset: 0, noise: i })),
  );
  await addLayer(
    page,
    'Body',
    [0, 1, 2, 3, 4].map((i) => ({ name: `body${i}.png`, color: colours[i + 2]!, inset: 20 })),
  );
  await addLayer(
    page,
    'Eyes',
    [0, 1, 2, 3, 4].map((i) => ({ name: `eyes${i}.png`, color: colours[i + 4]!, inset: 40 })),
  );
  await page.getByLabel('Output size').selectOption('1000');
}

async function zipContents(page: Page) {
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const { zip } = await exportZip(page, '', 100);
  const files = Object.keys(zip.files).filter((name) => name !== 'traitforge.json');
  return Object.fromEntries(
    await Promise.all(
      files.map(async (name) => [name, Buffer.from(await zip.file(name)!.async('uint8array')).toString('base64')] as const),
    ),
  );
}

const RESUME_SEED = 'resume-check';

test('a run interrupted at about half by a reload resumes and ends byte-identical to an uninterrupted run', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await makeSlowLayers(page);
  // Both runs share one seed, so the uninterrupted run in a fresh profile plans the same tokens.
  await page.getByRole('textbox', { name: 'Seed' }).fill(RESUME_SEED);
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 60_000, intervals: [50] })
    .toBeGreaterThanOrEqual(40);
  await page.reload();
  const resume = page.getByRole('button', { name: /^Resume generation \(\d+ of 100 made\)$/ });
  await expect(resume).toBeVisible();
  const made = Number(/\((\d+) of/.exec((await resume.textContent())!)![1]);
  expect(made).toBeGreaterThan(0);
  expect(made).toBeLessThan(100);
  await resume.click();
  await expect(page.getByText('100 / 100 (100%)')).toBeVisible({ timeout: 120_000 });
  await expect(resume).toHaveCount(0);
  const resumed = await zipContents(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await makeSlowLayers(other);
  await other.getByRole('textbox', { name: 'Seed' }).fill(RESUME_SEED);
  await other.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(other.getByText('100 / 100 (100%)')).toBeVisible({ timeout: 120_000 });
  const uninterrupted = await zipContents(other);
  await fresh.close();

  // Images, metadata, rarity.csv and provenance.json (whose hashes agree only if every image does).
  expect(Object.keys(resumed)).toHaveLength(100 + 100 + 2);
  expect(Object.keys(resumed).sort()).toEqual(Object.keys(uninterrupted).sort());
  for (const name of Object.keys(uninterrupted)) expect(resumed[name], name).toBe(uninterrupted[name]);
});
