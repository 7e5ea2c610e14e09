// Typed traits, as an artist meets them: a layer "Power" marked Number (kept across a reload) exports
// its values as numbers with OpenSea's display_type for ERC-721 and as strings for Stargaze; a layer
// whose values are not numbers is named on its card and stopped by the pre-flight; a one-of-one's own
// trait takes a type of its own.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, COLOURS, downloadOf, generate, pngFiles } from './support/helpers.ts';

const IMAGES_CID = 'bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq';

type Attribute = { display_type?: string; trait_type: string; value: unknown };

async function exportedAttributes(page: Page, target: string, dir: string): Promise<Attribute[]> {
  await page.getByLabel('Export target').selectOption({ label: target });
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const zip = await JSZip.loadAsync(bytes);
  const files = zip.file(new RegExp(`^${dir}/\\d+\\.json$`));
  expect(files).toHaveLength(4);
  const items = await Promise.all(files.map(async (file) => JSON.parse(await file.async('string')) as { attributes: Attribute[] }));
  return items.map((item) => item.attributes.find((a) => a.trait_type === 'Power')!);
}

/** "Powers": a Background layer (red, blue) and a Power layer (7, 12), both still text. */
async function powersCollection(page: Page) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Powers');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: COLOURS.red, inset: 0 },
    { name: 'blue.png', color: COLOURS.blue, inset: 0 },
  ]);
  await addLayer(page, 'Power', [
    { name: '7.png', color: COLOURS.black, inset: 30 },
    { name: '12.png', color: COLOURS.white, inset: 30 },
  ]);
}

test('a layer marked Number writes numbers for ERC-721, strings for Stargaze, and keeps its type across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await powersCollection(page);
  const powerType = page.getByLabel('Trait type of layer Power');
  await expect(powerType).toHaveValue('text');
  await powerType.selectOption({ label: 'Number' });

  // A layer whose values are not numbers is named on its card.
  await page.getByLabel('Trait type of layer Background').selectOption({ label: 'Boost number' });
  const notNumbers = page.getByRole('list', { name: 'Values of Background without a number' });
  await expect(notNumbers.getByRole('listitem')).toHaveText([
    'Background is a boost number layer, but its value "red" is not a number: rename the value or give its number in the weight table',
    'Background is a boost number layer, but its value "blue" is not a number: rename the value or give its number in the weight table',
  ]);

  await page.reload();
  await expect(page.getByLabel('Trait type of layer Power')).toHaveValue('number');
  await expect(page.getByLabel('Trait type of layer Background')).toHaveValue('boost_number');
  await page.getByRole('textbox', { name: 'Seed' }).fill('typed');
  await generate(page, 4);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);

  // The pre-flight names the layer and its values, and nothing is exported.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('Export target').selectOption({ label: 'ERC-721 / OpenSea' });
  await page.getByRole('button', { name: 'Download one zip' }).click();
  const result = page.getByRole('status', { name: 'Export result' });
  await expect(result.getByRole('paragraph')).toHaveText(
    'Nothing was exported: the pre-flight found 2 problems (fix them, or choose Export anyway)',
  );
  await expect(result.getByRole('listitem').first()).toHaveText(
    'Background is a boost number layer, but its value "red" is not a number: rename the value or give its number in the weight table',
  );
  expect(downloads).toBe(0);

  await page.getByLabel('Trait type of layer Background').selectOption({ label: 'Text' });
  await expect(page.getByRole('list', { name: 'Values of Background without a number' })).toHaveCount(0);
  const erc721 = await exportedAttributes(page, 'ERC-721 / OpenSea', 'json');
  await expect(result).toHaveText('Ready for ERC-721 / OpenSea: 4 images, 4 metadata files');
  const seven = erc721.find((a) => a.value === 7);
  expect(JSON.stringify(seven)).toBe('{"display_type":"number","trait_type":"Power","value":7}');
  expect(erc721.map((a) => a.value).sort()).toEqual([12, 12, 7, 7]);

  const stargaze = await exportedAttributes(page, 'Stargaze', 'metadata');
  await expect(result).toHaveText('Ready for Stargaze Studio: 4 images, 4 metadata files');
  expect(stargaze.map((a) => JSON.stringify(a)).sort()).toEqual([
    '{"trait_type":"Power","value":"12"}',
    '{"trait_type":"Power","value":"12"}',
    '{"trait_type":"Power","value":"7"}',
    '{"trait_type":"Power","value":"7"}',
  ]);
});

test("a one-of-one's own trait typed Boost number is written as one for ERC-721; a layer's name is typed by its layer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await powersCollection(page);
  await page.getByLabel('Trait type of layer Power').selectOption({ label: 'Number' });

  const form = page.getByRole('form', { name: 'Add one-of-one' });
  await form.getByLabel('One-of-one image').setInputFiles(await pngFiles(page, [{ name: 'king.png', color: COLOURS.magenta, inset: 0 }]));
  await form.getByLabel('One-of-one name').fill('The King');
  await form.getByLabel('Trait type 1').fill('Crown');
  await form.getByLabel('Value 1').fill('Gold');
  await form.getByLabel('Type of attribute 1').selectOption({ label: 'Boost number' });
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Crown is a boost number trait, but its value "Gold" is not a number: change the value or its type',
  );
  await form.getByLabel('Value 1').fill('3');
  await form.getByRole('button', { name: 'Add attribute' }).click();
  await form.getByLabel('Trait type 2').fill('Power');
  await form.getByLabel('Value 2').fill('99');
  await form.getByLabel('Type of attribute 2').selectOption({ label: 'Date' });
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await expect(form.getByRole('alert')).toHaveText('Power is a layer: its type is set on the layer\'s card ("Trait type").');
  await form.getByLabel('Type of attribute 2').selectOption({ label: 'Text' });
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await expect(page.getByRole('list', { name: 'One-of-ones' }).getByRole('listitem')).toHaveText([
    /The King.*Crown: 3 \(boost number\), Power: 99Remove$/,
  ]);

  // Kept with the settings across a reload, then exported.
  await page.reload();
  await page.getByRole('textbox', { name: 'Seed' }).fill('typed-king');
  await generate(page, 5);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);
  const king = async (target: string, dir: string) => {
    await page.getByLabel('Export target').selectOption({ label: target });
    const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
    const zip = await JSZip.loadAsync(bytes);
    const items = await Promise.all(
      zip
        .file(new RegExp(`^${dir}/\\d+\\.json$`))
        .map(async (file) => JSON.parse(await file.async('string')) as { name: string; attributes: Attribute[] }),
    );
    return items.find((item) => item.name === 'The King')!.attributes.map((a) => JSON.stringify(a));
  };
  expect(await king('ERC-721 / OpenSea', 'json')).toEqual([
    '{"display_type":"boost_number","trait_type":"Crown","value":3}',
    '{"display_type":"number","trait_type":"Power","value":99}',
  ]);
  expect(await king('Stargaze', 'metadata')).toEqual(['{"trait_type":"Crown","value":"3"}', '{"trait_type":"Power","value":"99"}']);
});
