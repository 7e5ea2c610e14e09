// Curation's other edits end to end, on a 60-token run with a fixed seed: Exclude (the combination gone,
// the counts kept, undo gives the bytes back), Re-roll selected (three tokens with one trait locked, one
// undoable step, only the named tokens changed), Replace with a one-of-one (its name and image in the
// export, its displaced values one fewer), and the edit log of an exported traitforge.json replayed on a
// fresh profile from the same layers and seed: the same zip, entry for entry.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, colourImages, downloadOf, generate, pngFiles, type ColourLayer } from './support/helpers.ts';
import { theSet as readSet, valueCounts } from './support/curation.ts';

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow', 'white'] },
  { name: 'Body', inset: 20, values: ['magenta', 'cyan', 'black', 'white'] },
  { name: 'Eyes', inset: 40, values: ['orange', 'red', 'green', 'blue'] },
];
const TOKENS = 60;
const theSet = (page: Page) => readSet(page, TOKENS);

async function makeRun(page: Page) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Curated');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  await page.getByRole('textbox', { name: 'Seed' }).fill('curation-edits');
  await page.getByLabel('Collection size').fill(String(TOKENS));
  await generate(page, TOKENS);
}

const editLog = (page: Page) => page.getByRole('region', { name: 'Edit log' }).getByRole('listitem');

/** Finds the edit in its dialog, checks each shown swap's form, applies it; the tokens the swaps name. */
async function applyShown(page: Page, dialog: string, find: string, apply: string, own: number[]) {
  const shown = page.getByRole('dialog', { name: dialog });
  await shown.getByRole('button', { name: find }).click();
  const swaps = shown.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  await expect(swaps.first()).toBeVisible();
  const texts = await swaps.allTextContents();
  for (const text of texts) expect(text).toMatch(/^#\d+ gets \w+, #\d+ gets \w+$/);
  await shown.getByRole('button', { name: apply }).click();
  await expect(shown).toHaveCount(0);
  return { texts, named: new Set([...own, ...texts.map((text) => Number(/, #(\d+) gets/.exec(text)![1]))]) };
}

/** The Stargaze export as one zip, every entry's bytes by name. */
async function exportZip(page: Page): Promise<Map<string, string>> {
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByLabel('Images base URI (optional)').fill('');
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const zip = await JSZip.loadAsync(bytes);
  const entries = new Map<string, string>();
  for (const name of Object.keys(zip.files).sort()) entries.set(name, await zip.file(name)!.async('base64'));
  return entries;
}

test('Exclude drops a combination keeping the counts; Re-roll selected changes three tokens as one step; the log replays on a fresh profile to the same zip', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await makeRun(page);
  const first = await theSet(page);

  // Exclude #7, then undo: the bytes come back.
  await page.getByRole('article', { name: 'Combination #7' }).getByRole('button', { name: 'Exclude' }).click();
  const excluded = await applyShown(page, 'Exclude #7', 'Find a replacement', 'Apply exclusion', [7]);
  await expect(editLog(page)).toHaveText([new RegExp(`^Exclude #7, seed \\w+: ${excluded.texts.join('; ')}$`)]);
  const afterExclude = await theSet(page);
  expect(valueCounts(afterExclude.all)).toBe(valueCounts(first.all));
  expect(afterExclude.all.map((a) => JSON.stringify(a))).not.toContain(JSON.stringify(first.attributes(7)));
  expect(new Set(afterExclude.all.map((a) => JSON.stringify(a))).size).toBe(TOKENS);
  for (let n = 1; n <= TOKENS; n++)
    expect(afterExclude.images.get(`merged_${n}.png`) === first.images.get(`merged_${n}.png`), `#${n}`).toBe(!excluded.named.has(n));
  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(page.getByRole('region', { name: 'Edit log' })).toHaveCount(0);
  const undone = await theSet(page);
  expect([...undone.images]).toEqual([...first.images]);
  expect([...undone.metadata]).toEqual([...first.metadata]);

  // Exclude #7 again, then re-roll a selection of three keeping Body.
  await page.getByRole('article', { name: 'Combination #7' }).getByRole('button', { name: 'Exclude' }).click();
  await applyShown(page, 'Exclude #7', 'Find a replacement', 'Apply exclusion', [7]);
  const before = await theSet(page);
  for (const n of [3, 11, 20]) await page.getByRole('checkbox', { name: `Select #${n}`, exact: true }).check();
  await page.getByRole('button', { name: 'Re-roll selected' }).click();
  await page.getByRole('dialog', { name: 'Re-roll #3, #11, #20' }).getByRole('checkbox', { name: 'Keep Body' }).check();
  const selection = await applyShown(page, 'Re-roll #3, #11, #20', 'Find a re-roll', 'Apply re-roll', [3, 11, 20]);
  await expect(editLog(page)).toHaveText([
    /^Exclude #7/,
    new RegExp(`^Re-roll #3, #11, #20 keeping Body, seed \\w+: ${selection.texts.join('; ')}$`),
  ]);
  await expect(page.getByRole('checkbox', { name: 'Select #3', exact: true })).not.toBeChecked();
  const rerolled = await theSet(page);
  expect(valueCounts(rerolled.all)).toBe(valueCounts(first.all));
  expect(new Set(rerolled.all.map((a) => JSON.stringify(a))).size).toBe(TOKENS);
  const body = (set: typeof first, n: number) => set.attributes(n).find((a) => a.trait_type === 'Body')!.value;
  for (const n of [3, 11, 20]) {
    expect(rerolled.attributes(n)).not.toEqual(before.attributes(n));
    expect(body(rerolled, n)).toBe(body(before, n));
  }
  for (let n = 1; n <= TOKENS; n++)
    expect(rerolled.images.get(`merged_${n}.png`) === before.images.get(`merged_${n}.png`), `#${n}`).toBe(!selection.named.has(n));
  const exported = await exportZip(page);
  const settings = JSON.parse(Buffer.from(exported.get('traitforge.json')!, 'base64').toString());
  expect(settings.edits.map((e: { kind: string }) => e.kind)).toEqual(['exclude', 'reroll-selection']);
  // One undo takes back the whole selection.
  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(editLog(page)).toHaveCount(1);
  const selectionUndone = await theSet(page);
  expect([...selectionUndone.images]).toEqual([...before.images]);

  // A fresh profile: the same layers and seed, then the exported log replayed, export the same zip.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await makeRun(other);
  await other.getByLabel('Replay the edits of a traitforge.json').setInputFiles({
    name: 'traitforge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported.get('traitforge.json')!, 'base64'),
  });
  await expect(other.getByText('Replayed 2 edits: the set is the one of traitforge.json.')).toBeVisible({ timeout: 60_000 });
  await expect(editLog(other)).toHaveCount(2);
  const again = await exportZip(other);
  expect([...again.keys()]).toEqual([...exported.keys()]);
  for (const [name, bytes] of exported) expect(again.get(name), name).toBe(bytes);
  await fresh.close();
});

test('Replace with a one-of-one puts a new one-of-one at that number: its name and image in the export, the values it displaced one fewer; undo restores the set', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await makeRun(page);
  const first = await theSet(page);
  await page.getByRole('article', { name: 'Combination #9' }).getByRole('button', { name: 'Replace with a one-of-one' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace #9 with a one-of-one' });
  await dialog.getByText('Add a one-of-one').click();
  const form = dialog.getByRole('form', { name: 'Add one-of-one' });
  await form.getByLabel('One-of-one image').setInputFiles(await pngFiles(page, [{ name: 'king.png', color: [200, 160, 20], inset: 0 }]));
  await form.getByLabel('One-of-one name').fill('The King');
  await form.getByLabel('Trait type 1').fill('Crown');
  await form.getByLabel('Value 1').fill('Diamond');
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await dialog.getByRole('radio', { name: 'The King' }).check();
  const changes = dialog.getByRole('group', { name: 'What changes' });
  await expect(changes).toContainText('#9 becomes The King. The values #9 had are one fewer in the set:');
  const count = (trait: string, value: string) =>
    first.all.filter((a) => a.some((t) => t.trait_type === trait && t.value === value)).length;
  const lines = first
    .attributes(9)
    .map((a) => `${a.trait_type} ${a.value}: ${count(a.trait_type, a.value)} → ${count(a.trait_type, a.value) - 1}`);
  await expect(changes.getByRole('listitem')).toHaveText(lines);
  await dialog.getByRole('button', { name: 'Replace #9' }).click();
  await expect(dialog).toHaveCount(0);
  const oneFewer = first
    .attributes(9)
    .map((a) => `${a.trait_type} ${a.value}`)
    .join(', ');
  await expect(editLog(page)).toHaveText([`Replace #9 with the one-of-one The King: one fewer ${oneFewer}`]);
  await expect(page.getByRole('article', { name: 'Combination #9' })).toContainText('#9 · The King');

  const replaced = await theSet(page);
  const generated = (set: typeof first) => set.all.filter((_, i) => i !== 8);
  expect(valueCounts(generated(replaced))).toBe(valueCounts(generated(first)));
  expect(replaced.attributes(9)).toEqual([{ trait_type: 'Crown', value: 'Diamond' }]);
  for (let n = 1; n <= TOKENS; n++)
    expect(replaced.images.get(`merged_${n}.png`) === first.images.get(`merged_${n}.png`), `#${n}`).toBe(n !== 9);
  const exported = await exportZip(page);
  const nine = JSON.parse(Buffer.from(exported.get('metadata/9.json')!, 'base64').toString());
  expect(nine).toMatchObject({ name: 'The King', attributes: [{ trait_type: 'Crown', value: 'Diamond' }] });
  expect(exported.get('images/9.png')).toBe(replaced.images.get('merged_9.png'));
  expect(Buffer.from(exported.get('rarity.csv')!, 'base64').toString()).toContain('Crown,Diamond,1,');

  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(page.getByRole('region', { name: 'Edit log' })).toHaveCount(0);
  const undone = await theSet(page);
  expect([...undone.images]).toEqual([...first.images]);
  expect([...undone.metadata]).toEqual([...first.metadata]);
});
