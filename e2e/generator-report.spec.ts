// One-of-ones and the rarity report end to end: a hand-made image with its own name and attributes is
// placed once among the generated tokens (its pixels, its metadata, counted in the size), each card
// shows its rank, the grid sorts by rank, and rarity.csv is downloadable and survives a reload.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, close, COLOURS, downloadOf, pixels, pngFiles, zipFiles } from './support/helpers.ts';

const { red: RED, green: GREEN, blue: BLUE, black: BLACK, yellow: YELLOW, magenta: MAGENTA } = COLOURS;

const rarityCsv = async (page: Page) =>
  (await downloadOf(page, () => page.getByRole('button', { name: 'Download rarity CSV' }).click())).bytes.toString('utf8');

const cardNumbers = async (page: Page) =>
  (await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).map((l) =>
    Number(l!.split('#')[1]),
  );

test('a one-of-one appears exactly once with its own pixels and metadata; ranks, sorting and rarity.csv follow the set', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Blocks');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'black.png', color: BLACK, inset: 30 },
    { name: 'yellow.png', color: YELLOW, inset: 30 },
  ]);
  await expect(page.getByLabel('Collection size')).toHaveValue('6');

  const form = page.getByRole('form', { name: 'Add one-of-one' });
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose an image for the one-of-one.');
  await form.getByLabel('One-of-one image').setInputFiles(await pngFiles(page, [{ name: 'king.png', color: MAGENTA, inset: 0 }]));
  await form.getByLabel('One-of-one name').fill('The King');
  await form.getByLabel('Trait type 1').fill('Crown');
  await form.getByLabel('Value 1').fill('Diamond');
  await form.getByRole('button', { name: 'Add attribute' }).click();
  await form.getByLabel('Trait type 2').fill('Background');
  await form.getByLabel('Value 2').fill('Gold');
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  const list = page.getByRole('list', { name: 'One-of-ones' });
  await expect(list.getByRole('listitem')).toHaveText([/The King.*Crown: Diamond, Background: Gold/]);
  await expect(list.getByRole('img', { name: 'The King' })).toBeVisible();
  // Counted in the size: 6 valid combinations and 1 one-of-one.
  await expect(page.getByLabel('Collection size')).toHaveValue('7');

  await page.getByLabel('Collection size').fill('5');
  await page.getByLabel('Seed').fill('one-of-one');
  await expect(page.getByRole('region', { name: 'Rarity plan' })).toContainText('Rarity plan (4 generated tokens)');
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('5 / 5 (100%)')).toBeVisible();

  await page.getByLabel('Metadata format').selectOption({ label: 'Layer: value' });
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
  expect([...metadata.keys()].sort()).toEqual(['1.json', '2.json', '3.json', '4.json', '5.json']);
  const items = [...metadata].map(([name, json]) => ({ n: Number(name.split('.')[0]), ...JSON.parse(json) }));
  const kings = items.filter((item) => item.name === 'The King');
  expect(kings).toHaveLength(1);
  expect(kings[0].attributes).toEqual([{ Crown: 'Diamond' }, { Background: 'Gold' }]);
  const king = kings[0].n as number;
  const generated = items.filter((item) => item.n !== king);
  expect(generated.map((item) => item.name).sort()).toEqual(generated.map((item) => `Blocks #${item.n}`).sort());
  expect(new Set(generated.map((item) => JSON.stringify(item.attributes))).size).toBe(4);

  const images = await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64');
  const numbers = [1, 2, 3, 4, 5];
  const corners = await pixels(
    page,
    numbers.map((n) => Buffer.from(images.get(`merged_${n}.png`)!, 'base64')),
    [
      [0.05, 0.05],
      [0.5, 0.5],
    ],
  );
  const magenta = numbers.filter((_, i) => corners[i]!.every((rgb) => close(rgb, MAGENTA)));
  expect(magenta).toEqual([king]);

  // OpenRarity first, as the marketplaces rank: the King alone has two values no other token has.
  const openRanks = (await rarityCsv(page)).trim().split('\n\n')[1]!.split('\n');
  expect(openRanks[0]).toBe('Token,Rank,Score,Background,Hat,Crown');
  expect(openRanks[king]).toMatch(new RegExp(`^${king},1,\\d\\.\\d{4},Gold,,Diamond$`));
  await expect(page.getByRole('region', { name: 'Rarity plan' })).toContainText('Expected rarity, OpenRarity');
  await page.getByLabel('Rarity:').selectOption({ label: 'Statistical rarity (sum of 1 / frequency of its traits)' });
  await expect(page.getByRole('region', { name: 'Rarity plan' })).toContainText('Expected rarity, Statistical rarity');

  // Background: red 2, green 1, blue 1, Gold 1 of 5; Hat: black 2, yellow 2; Crown: Diamond 1. The King
  // scores 5 + 5, alone at rank 1.
  const csv = await rarityCsv(page);
  const [counts, ranks] = csv.trim().split('\n\n');
  expect(counts!.split('\n')).toEqual(
    expect.arrayContaining([
      'trait_type,value,count,percent',
      'Background,Gold,1,20.00',
      'Background,red,2,40.00',
      'Crown,Diamond,1,20.00',
    ]),
  );
  const rows = ranks!.split('\n');
  expect(rows[0]).toBe('Token,Rank,Score,Background,Hat,Crown');
  expect(rows).toHaveLength(6);
  expect(rows[king]).toBe(`${king},1,10.00,Gold,,Diamond`);
  const rankOf = new Map(rows.slice(1).map((row) => [Number(row.split(',')[0]), Number(row.split(',')[1])]));

  await expect(page.getByRole('article', { name: `Combination #${king}` })).toContainText('#' + king + ' · The King');
  await expect(page.getByRole('article', { name: `Combination #${king}` }).getByText('Rank 1 of 5')).toHaveAttribute(
    'title',
    /^Rarity score 10\.00/,
  );
  expect(await cardNumbers(page)).toEqual(numbers);
  await page.getByLabel('Sort by:').selectOption({ label: 'Rarity rank' });
  const byRank = [...numbers].sort((a, b) => rankOf.get(a)! - rankOf.get(b)! || a - b);
  await expect.poll(() => cardNumbers(page)).toEqual(byRank);
  expect(byRank[0]).toBe(king);
  expect(byRank).not.toEqual(numbers);

  await page.reload();
  await expect(page.getByRole('list', { name: 'One-of-ones' }).getByRole('listitem')).toHaveText([/The King/]);
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('article', { name: `Combination #${king}` }).getByText('Rank 1 of 5')).toBeVisible();
  expect(await rarityCsv(page)).toBe(csv);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByLabel('Images base URI (optional)').fill('');
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const stargaze = await JSZip.loadAsync(bytes);
  expect(await stargaze.file('rarity.csv')!.async('string')).toBe(csv);
  expect(JSON.parse(await stargaze.file(`metadata/${king}.json`)!.async('string'))).toEqual({
    name: 'The King',
    description: '',
    attributes: [
      { trait_type: 'Crown', value: 'Diamond' },
      { trait_type: 'Background', value: 'Gold' },
    ],
  });

  await page.getByRole('button', { name: 'Remove one-of-one The King' }).click();
  await expect(page.getByText('None yet: add a hand-made image to place it among the generated tokens.')).toBeVisible();
  await page.getByRole('button', { name: 'Use the default size' }).click();
  await expect(page.getByLabel('Collection size')).toHaveValue('6');
  await page.reload();
  await expect(page.getByText('None yet: add a hand-made image to place it among the generated tokens.')).toBeVisible();
});
