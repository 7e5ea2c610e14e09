// The export's gaps closed, as an artist meets them: an ERC-721 set without an image address is stopped
// by the pre-flight and gets the images root when packed for IPFS; every pre-flight problem stops the
// export until "Export anyway" (then named in the outcome and in provenance.json); Metaplex writes the
// symbol, royalties and creators typed (or the connected Solana wallet) and Sugar's config.json.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { bytesAt, carStore } from './support/car-files.ts';
import { downloadOf, makeNineTokenRun } from './support/helpers.ts';
import { checkTarget } from '../core/export/targets/check-target.ts';

const IMAGES_CID = 'bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq';
/** The creator of Metaplex Sugar's own test configuration, and a second Solana address. */
const CREATOR = 'ENsRsTm9GtfvPKJwg9HhHNUFqoRSUp2TYdfyqDHeNJAn';
const SECOND = 'GDDMwNyyx8uB6zrqwBFHjLLG3TBYk2F8Az4yrQC5RzMp';

const zipOf = async (page: Page) =>
  JSZip.loadAsync((await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click())).bytes);
const json = async (zip: JSZip, path: string) => JSON.parse(await zip.file(path)!.async('string'));

async function fileIn(car: Buffer, path: string): Promise<string> {
  const { roots, store } = await carStore(car);
  return (await bytesAt(`${roots[0]}/${path}`, store)).toString('utf8');
}

test('ERC-721 without an image address is stopped by the pre-flight; with a base URI or packed for IPFS every token has its image', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeNineTokenRun(page, { name: 'Evm', description: 'Pictures for OpenSea', seed: 'erc721-image' });
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('Export target').selectOption({ label: 'ERC-721 / OpenSea' });
  const noImage =
    'No image in json/1.json, json/2.json, json/3.json, json/4.json, json/5.json, and 4 more: OpenSea shows none. Give an Images base URI, or Pack for IPFS (the images root is written)';
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  const report = page.getByRole('status', { name: 'Pre-flight report' });
  await expect(report.getByRole('paragraph')).toHaveText('Pre-flight: 1 problem for ERC-721 / OpenSea');
  await expect(report.getByRole('listitem').first()).toHaveText(noImage);
  await page.getByRole('button', { name: 'Download one zip' }).click();
  const result = page.getByRole('status', { name: 'Export result' });
  await expect(result.getByRole('paragraph')).toHaveText(
    'Nothing was exported: the pre-flight found 1 problem (fix them, or choose Export anyway)',
  );
  await expect(result.getByRole('listitem')).toHaveText([noImage]);
  expect(downloads).toBe(0);

  // Packed for IPFS: json n.json, each image at the images root.
  await page.getByRole('button', { name: 'Pack for IPFS (two CAR files)' }).click();
  await expect(result).toHaveText('Ready for IPFS: 9 images, 9 metadata files', { timeout: 60_000 });
  const addresses = page.getByRole('region', { name: 'IPFS addresses' });
  const imagesRoot = (await addresses.getByLabel('Images root').textContent())!;
  const car = await downloadOf(page, () => addresses.getByRole('button', { name: 'Download metadata.car' }).click());
  for (const n of [1, 9])
    expect(JSON.parse(await fileIn(car.bytes, `${n}.json`))).toMatchObject({
      name: `Evm #${n}`,
      image: `ipfs://${imagesRoot}/${n}.png`,
      edition: n,
    });

  // With a base URI: the zip's every token and _metadata.json carry the image, and the export is ready.
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);
  const zip = await zipOf(page);
  await expect(result).toHaveText('Ready for ERC-721 / OpenSea: 9 images, 9 metadata files');
  const all = await json(zip, 'json/_metadata.json');
  for (let n = 1; n <= 9; n++) {
    expect((await json(zip, `json/${n}.json`)).image).toBe(`ipfs://${IMAGES_CID}/${n}.png`);
    expect(all[n - 1].image).toBe(`ipfs://${IMAGES_CID}/${n}.png`);
  }
});

test('every pre-flight problem stops the export until "Export anyway", which the outcome and provenance.json name', async ({ page }) => {
  test.setTimeout(120_000);
  await makeNineTokenRun(page, { name: 'Blocked', description: 'Stopped first', seed: 'blocked' });
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('External link (optional)').fill('http://example.com');
  await page.getByLabel('Royalties in % (optional)').fill('101');
  await page.getByLabel('Mint limit per address (optional)').fill('0');
  const problems = [
    'The external link "http://example.com" is not an https:// address',
    'Royalties of "101 %": Stargaze Studio takes 0 to 10 %',
    'A mint limit of "0" per address: Stargaze Studio takes 1 to 3 (at most 3 for a collection of fewer than 100 tokens)',
  ];
  const result = page.getByRole('status', { name: 'Export result' });
  for (const button of ['Download one zip', 'Pack for IPFS (two CAR files)']) {
    await page.getByRole('button', { name: button }).click();
    await expect(result.getByRole('paragraph')).toHaveText(
      'Nothing was exported: the pre-flight found 3 problems (fix them, or choose Export anyway)',
    );
    await expect(result.getByRole('listitem')).toHaveText(problems);
    await expect(page.getByRole('region', { name: 'IPFS addresses' })).toHaveCount(0);
  }
  expect(downloads).toBe(0);

  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(result.getByRole('paragraph')).toHaveText(/^Nothing was exported/);
  const zip = JSZip.loadAsync((await downloadOf(page, () => page.getByRole('button', { name: 'Export anyway' }).click())).bytes);
  await expect(result.getByRole('paragraph')).toHaveText(
    'Exported anyway past 3 problems of the pre-flight. Ready for Stargaze Studio: 9 images, 9 metadata files',
  );
  await expect(result.getByRole('listitem')).toHaveText(problems.map((problem) => `Pre-flight: ${problem}`));
  await expect(page.getByRole('button', { name: 'Export anyway' })).toHaveCount(0);
  const provenance = await json(await zip, 'provenance.json');
  expect(provenance.exportedAnyway).toEqual(problems);
  expect(provenance.images).toHaveLength(9);

  // Fixed, the export goes through at once and provenance.json says nothing of the kind.
  await page.getByLabel('External link (optional)').fill('https://example.com');
  await page.getByLabel('Royalties in % (optional)').fill('5');
  await page.getByLabel('Mint limit per address (optional)').fill('3');
  const clean = await zipOf(page);
  await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  expect(await json(clean, 'provenance.json')).not.toHaveProperty('exportedAnyway');
});

test('Metaplex writes the symbol, royalties as basis points, the creators typed and a config.json Sugar reads; the connected Solana wallet fills the creator', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { address } = await signIn('solflare');
  await makeNineTokenRun(page, { name: 'Sol', description: 'For Sugar', seed: 'metaplex-sale' });
  await page.getByLabel('Export target').selectOption({ label: 'Solana Metaplex' });
  await page.getByLabel('Royalties in % (optional)').fill('5');
  await page.getByLabel('Symbol').fill('SOLB');
  const result = page.getByRole('status', { name: 'Export result' });

  // No creator: stopped with the reason.
  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(result.getByRole('listitem')).toHaveText([
    'config.json: no creator: Sugar needs 1 to 4 (type an address, or use the connected Solana wallet)',
  ]);
  // Shares that do not add up, and an address that is not one.
  await page.getByLabel('Creators').fill(`${CREATOR} 60\nstars1notsolana 30`);
  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(result.getByRole('listitem')).toHaveText([
    'config.json: "stars1notsolana" is not a Solana address',
    "config.json: the creators' shares add up to 90; Sugar takes 100",
  ]);

  await page.getByLabel('Creators').fill(`${CREATOR} 70\n${SECOND} 30`);
  const zip = await zipOf(page);
  await expect(result).toHaveText('Ready for Solana Metaplex: 9 images, 9 metadata files');
  const creators = [
    { address: CREATOR, share: 70 },
    { address: SECOND, share: 30 },
  ];
  for (const path of ['assets/0.json', 'assets/8.json', 'assets/collection.json'])
    expect(await json(zip, path), path).toMatchObject({ symbol: 'SOLB', seller_fee_basis_points: 500, properties: { creators } });
  // Sugar's ConfigData (src/config/data.rs): every field it requires, in its camelCase names.
  expect(await json(zip, 'config.json')).toEqual({
    tokenStandard: 'nft',
    number: 9,
    symbol: 'SOLB',
    sellerFeeBasisPoints: 500,
    isMutable: true,
    isSequential: false,
    creators,
    uploadMethod: 'bundlr',
    ruleSet: null,
    awsConfig: null,
    sdriveApiKey: null,
    pinataConfig: null,
    hiddenSettings: null,
    guards: null,
    maxEditionSupply: null,
  });
  const files = await Promise.all(
    Object.values(zip.files)
      .filter((entry) => !entry.dir)
      .map(async (entry) => (entry.name.endsWith('.png') ? { path: entry.name } : { path: entry.name, text: await entry.async('string') })),
  );
  expect(checkTarget('metaplex', files).problems).toEqual([]);

  // The connected Solflare wallet as the one creator.
  await page.getByRole('button', { name: 'Use the connected Solana wallet' }).click();
  await expect(page.getByLabel('Creators')).toHaveValue(`${address} 100`);
  const own = await zipOf(page);
  await expect(result).toHaveText('Ready for Solana Metaplex: 9 images, 9 metadata files');
  expect((await json(own, 'config.json')).creators).toEqual([{ address, share: 100 }]);
});
