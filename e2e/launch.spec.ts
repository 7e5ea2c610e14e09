// The launch from a packed run: the CARs pinned to the fake Pinata (a connection dropped mid-upload and
// resumed, the roots the service computed equal to the browser's), read back through its gateway, and
// the minter created with the stubbed Keplr, whose real key signs the transaction the fake chain checks.
// Each refusal (a past start time, funds short of the creation fee, a rejected signature, a root
// mismatch) stops with its message and changes nothing.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { launchOverrides, localTime, packRun } from './support/pack-run.ts';
import { FAKE_CHAIN_PORT, FAKE_PINNING_PORT } from './support/ports.ts';
import { PINATA_KEY, startFakePinning, type FakePinning } from './fixtures/fake-pinning.ts';
import { startFakeChain, type FakeChain } from './fixtures/fake-chain.ts';
import { FACTORY_PARAMS, SG721_CODE_ID } from '../core/launch/factory-params.test-helpers.ts';

const TOKENS = 30;
const PART_BYTES = 16 * 1024;
const FACTORY = 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts';

// The fakes serve plain HTTP on loopback; the app's CSP admits HTTPS services only. The dropped
// connection is logged by Chromium as a failed load.
test.use({
  bypassCSP: true,
  expectedConsoleErrors: [/Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED)/],
});
test.describe.configure({ mode: 'serial' });

let pinning: FakePinning;
let chain: FakeChain;
test.beforeAll(async () => {
  pinning = await startFakePinning(FAKE_PINNING_PORT);
  chain = await startFakeChain(FAKE_CHAIN_PORT, { chainId: 'stargaze-1', prefix: 'stars', factory: FACTORY, params: FACTORY_PARAMS });
});
test.afterAll(async () => {
  await pinning.close();
  await chain.close();
});

async function launchConfig(page: Page) {
  await launchOverrides(page, {
    profile: {
      rpc: chain.url,
      rest: chain.url,
      launchpad: { vendingFactory: FACTORY, openEditionFactory: null, sg721CodeId: SG721_CODE_ID },
    },
    pinataUploadUrl: `${pinning.url}/v3`,
    pinPartBytes: PART_BYTES,
    gateway: pinning.url,
  });
}

test('a packed run pinned to Pinata through a dropped connection, checked through the gateway and created on chain with Keplr', async ({
  page,
  signIn,
  wallets,
}) => {
  test.setTimeout(300_000);
  await launchConfig(page);
  const { address } = await signIn('keplr');
  const roots = await packRun(page, TOKENS);
  const launch = page.getByRole('region', { name: 'Launch checklist' });

  await launch.getByLabel('Pinata key (JWT)').fill(PINATA_KEY);
  const before = pinning.uploads.length;
  pinning.dropNextPartAfter(PART_BYTES / 2);
  await launch.getByRole('button', { name: 'Pin to Pinata' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  const [images, metadata] = pinning.uploads.slice(before);
  expect(pinning.uploads.length - before).toBe(2);
  expect([images!.name, images!.root, metadata!.name, metadata!.root]).toEqual([
    'images.car',
    roots.imagesRoot,
    'metadata.car',
    roots.metadataRoot,
  ]);
  // The part cut off is all that went twice; each accepted part starts where the last one ended.
  const resent = images!.received - images!.length;
  expect(resent).toBeGreaterThan(0);
  expect(resent).toBeLessThanOrEqual(PART_BYTES);
  expect(images!.parts).toEqual(Array.from({ length: Math.ceil(images!.length / PART_BYTES) }, (_, i) => i * PART_BYTES));
  expect(metadata!.received).toBe(metadata!.length);
  await expect(launch.getByLabel('images.car progress')).toContainText(`root confirmed ${roots.imagesRoot}`);

  await launch.getByRole('button', { name: 'Check through the gateway' }).click();
  await expect(launch.getByRole('status', { name: 'Gateway check' })).toHaveText('The gateway serves token 1: image and metadata');

  await page.getByLabel('Royalties in % (optional)').fill('5');
  await page.getByLabel('Mint limit per address (optional)').fill('3');
  await launch.getByLabel('Symbol').fill('LAUNCH');
  await launch.getByLabel('Mint price (STARS)').fill('100');
  const result = launch.getByRole('status', { name: 'Create result' });

  // A start time in the past: listed before anything is signed.
  await launch.getByLabel('Mint start').fill(await localTime(page, -3600_000));
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('Not created: 1 problem; nothing was signed');
  await expect(result).toContainText('is in the past: choose a time in the future');

  // Funds short of the creation fee, with the start time still in the past: both listed at once.
  chain.setBalance(address, 1_000_000n);
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('Not created: 2 problems; nothing was signed');
  await expect(result).toContainText('Insufficient funds for the creation fee: 3000 STARS is asked, your balance is 1 STARS');
  chain.setBalance(address, 10n ** 12n);

  // The user closes Keplr's signature popup.
  await launch.getByLabel('Mint start').fill(await localTime(page, 3600_000));
  wallets.set('keplr', { rejectSignature: true });
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('The wallet did not sign: Request rejected. Nothing was sent to the chain');
  expect([chain.broadcasts, chain.created.length]).toEqual([0, 0]);

  wallets.set('keplr', { rejectSignature: false });
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('Minter created', { timeout: 30_000 });
  expect(chain.created).toHaveLength(1);
  const [created] = chain.created;
  await expect(launch.getByLabel('Minter address')).toHaveText(created!.minter);
  await expect(launch.getByLabel('Collection address')).toHaveText(created!.collection);
  await expect(launch.getByRole('link', { name: created!.minter })).toHaveAttribute(
    'href',
    `https://www.mintscan.io/stargaze/address/${created!.minter}`,
  );
  expect(created!.message).toMatchObject({
    create_minter: {
      init_msg: {
        base_token_uri: `ipfs://${roots.metadataRoot}`,
        num_tokens: TOKENS,
        mint_price: { denom: 'ustars', amount: '100000000' },
        per_address_limit: 3,
      },
      collection_params: {
        code_id: SG721_CODE_ID,
        name: 'Launched',
        symbol: 'LAUNCH',
        info: { creator: address, image: `ipfs://${roots.imagesRoot}/1.png`, royalty_info: { payment_address: address, share: '0.05' } },
      },
    },
  });

  // The message signed is the one saved beside the export.
  const saved = await page.evaluate(async () => {
    const dir = await (await (await navigator.storage.getDirectory()).getDirectoryHandle('combiner-results')).getDirectoryHandle('launch');
    return (await (await dir.getFileHandle('create-minter.json')).getFile()).text();
  });
  expect(JSON.parse(saved)).toEqual(created!.message);
});

test('a service that reports another root stops the pinning with both roots shown, before metadata.car is sent', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await launchConfig(page);
  await signIn('keplr');
  const roots = await packRun(page, TOKENS);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByLabel('Pinata key (JWT)').fill(PINATA_KEY);
  const before = pinning.uploads.length;
  pinning.reportRoot('other');
  try {
    await launch.getByRole('button', { name: 'Pin to Pinata' }).click();
    const outcome = launch.getByRole('status', { name: 'Pinning result' });
    await expect(outcome).toContainText('Pinning stopped: the service reports another root for images.car than the one computed here', {
      timeout: 60_000,
    });
    await expect(outcome).toContainText(`Computed here: ${roots.imagesRoot}`);
    await expect(outcome).toContainText('Reported by the service: bafy');
    expect(pinning.uploads.slice(before).map((u) => u.name)).toEqual(['images.car']);
    await expect(launch.getByLabel('Gateway checked step')).toHaveText('Gateway checked: to do');
    await expect(launch.getByRole('button', { name: 'Check through the gateway' })).toHaveCount(0);
  } finally {
    pinning.reportRoot(null);
  }
});

test('pinning cancelled and the page reloaded resumes with the remembered key, sending only what the service lacks', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await launchConfig(page);
  await signIn('keplr');
  const roots = await packRun(page, TOKENS);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByLabel('Pinata key (JWT)').fill(PINATA_KEY);
  await launch.getByLabel('Remember on this device (encrypted)').check();
  const before = pinning.uploads.length;
  pinning.slowParts(1500);
  try {
    await launch.getByRole('button', { name: 'Pin to Pinata' }).click();
    await expect.poll(() => pinning.uploads[before]?.parts.length ?? 0).toBeGreaterThanOrEqual(1);
    await launch.getByRole('button', { name: 'Cancel pinning' }).click();
    await expect(launch.getByRole('status', { name: 'Pinning result' })).toContainText('Pinning cancelled');
  } finally {
    pinning.slowParts(0);
  }
  const images = pinning.uploads[before]!;
  const heldAtCancel = images.offset;
  expect(heldAtCancel).toBeLessThan(images.length);

  await page.reload();
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await expect(launch.getByLabel('Pinned step')).toHaveText('Pinned: stopped');
  await expect(launch.getByLabel('Pinata key (JWT)')).toHaveValue(PINATA_KEY);
  await launch.getByRole('button', { name: 'Resume pinning' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  // The same upload went on from the offset the service held: one images upload, each part once.
  expect(pinning.uploads.slice(before).map((u) => [u.name, u.root])).toEqual([
    ['images.car', roots.imagesRoot],
    ['metadata.car', roots.metadataRoot],
  ]);
  expect(images.received - images.length).toBeLessThanOrEqual(PART_BYTES);
  expect(images.parts).toEqual(Array.from({ length: Math.ceil(images.length / PART_BYTES) }, (_, i) => i * PART_BYTES));

  await launch.getByRole('button', { name: 'Forget key' }).click();
  await expect(launch.getByLabel('Pinata key (JWT)')).toHaveValue('');
  await page.reload();
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await expect(launch.getByLabel('Pinned step')).toHaveText('Pinned: done');
  await expect(launch.getByLabel('Pinata key (JWT)')).toHaveValue('');
});

test("pinned through the site's own Pinata account: no key typed, uploads created at URLs the server had signed", async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await launchConfig(page);
  await signIn('keplr');
  const roots = await packRun(page, TOKENS);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByRole('radio', { name: "Pinata (this site's account)" }).check();
  await expect(launch.getByLabel('Pinata key (JWT)')).toHaveCount(0);
  await expect(launch.getByText("No key needed: this site's Pinata account signs each upload")).toBeVisible();
  const before = pinning.uploads.length;
  await launch.getByRole('button', { name: "Pin to Pinata (this site's account)" }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  expect(pinning.uploads.slice(before).map((u) => [u.name, u.signed, u.root])).toEqual([
    ['images.car', true, roots.imagesRoot],
    ['metadata.car', true, roots.metadataRoot],
  ]);
  // The page never held the site's key: not in its storage, not in what it kept for a resume.
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toContain(PINATA_KEY);
});
