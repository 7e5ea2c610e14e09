// A deployment moves from Stargaze to the Cosmos Hub on the same data (CHAIN=stargaze, then a restart
// with CHAIN=cosmoshub): the same Keplr key signs in as cosmos1... and finds its collection, files,
// traits, ticket and loan; its credits come from Hub holdings read straight from the contracts (the Hub
// profile has no indexer); the borrow form takes a stars1 recipient and shows it as cosmos1, and refuses
// an osmo1 one naming the expected prefix. The spec runs its own server and fake chain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import type { Page } from '@playwright/test';
import { test, expect, type WalletStubs } from './fixtures/test.ts';
import { WalletStubs as Stubs } from '../packages/wallet-test-kit/src/index.ts';
import { startFakeIndexer, type FakeIndexer } from './fixtures/fake-indexer.ts';
import { TEST_PARTNER_CONTRACTS, TEST_PARTNERS } from './fixtures/test-partners.ts';
import { partnersOn } from '../server/contract/partners.ts';
import { CHAIN_PROFILES } from '../shared/chains/profiles.ts';
import { pngBytes } from '../server/test/images.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';

const HUB_CONTRACTS = { batKids: 'cosmos1hubtestbatkids', lazySloth: 'cosmos1hubtestlazysloth' };
const HUB_PARTNERS = partnersOn({ ...CHAIN_PROFILES.cosmoshub, partnerContracts: HUB_CONTRACTS });
const STARGAZE_ID = CHAIN_PROFILES.stargaze.chainId;
const HUB_ID = CHAIN_PROFILES.cosmoshub.chainId;

let fake: FakeIndexer;
let dataDir: string;
let port: number;
let server: OwnServer | null = null;

test.beforeAll(async () => {
  fake = await startFakeIndexer({ port: 0, partners: [...TEST_PARTNERS, ...HUB_PARTNERS] });
  dataDir = mkdtempSync(join(tmpdir(), 'traitforge-chain-move-'));
  port = await freePort();
});
test.afterAll(async () => {
  await server?.stop();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(chain: 'stargaze' | 'cosmoshub'): Promise<string> {
  await server?.stop();
  server = await startOwnServer(port, {
    DATA_DIR: dataDir,
    CHAIN: chain,
    CHAIN_REST: fake.rest,
    // Stargaze reads holdings through its indexer; the Hub's profile has none.
    ...(chain === 'stargaze' ? { CHAIN_INDEXER_URL: fake.url } : {}),
    PARTNER_COLLECTIONS: JSON.stringify(chain === 'stargaze' ? TEST_PARTNER_CONTRACTS : HUB_CONTRACTS),
    INDEXER_CACHE_MS: '0',
    CHALLENGES_PER_ADDRESS_MINUTE: '1000',
    CHALLENGES_PER_CLIENT_MINUTE: '1000',
  });
  return server.url;
}

async function signInWithKeplr(page: Page, wallets: WalletStubs, base: string): Promise<void> {
  // A fresh load: the app reads the chain once per page.
  await page.goto('about:blank');
  await page.goto(`${base}/#/`);
  // The page may redraw the header as it reads the session and the chain: Logout is clicked until it is gone.
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(async () => {
    if (await logout.isVisible()) await logout.click({ timeout: 5_000 });
    await expect(logout).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await wallets.pick('keplr');
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Total credits')).toBeVisible();
}

async function api(page: Page, base: string, method: 'get' | 'post', path: string, options: Parameters<Page['request']['post']>[1] = {}) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request[method](`${base}/api/${path}`, { ...options, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4, 4)) });
const on = (prefix: string, address: string) => toBech32(prefix, fromBech32(address, 90).data);

test('a deployment moved from Stargaze to the Cosmos Hub keeps every account, row and loan', async ({ page, browser, wallets }) => {
  test.setTimeout(240_000);
  // A second user, the loan's recipient, with a Keplr of their own.
  const other = await browser.newPage();
  const otherWallets = new Stubs(other);
  await otherWallets.install(['keplr']);
  await wallets.install(['keplr']);
  const me = wallets.key('keplr').addresses!;
  const them = otherWallets.key('keplr').addresses!;
  fake.setHoldings(me[STARGAZE_ID]!, { batKids: 1 });

  // On Stargaze: sign in, make a collection with files and a trait, lend credits, open a ticket.
  let base = await serve('stargaze');
  expect(await (await page.request.get(`${base}/api/chain`)).json()).toMatchObject({ chainId: STARGAZE_ID, bech32Prefix: 'stars' });
  await signInWithKeplr(page, wallets, base);
  expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBe(me[STARGAZE_ID]);
  const { collection } = (await api(page, base, 'post', 'add_collection.php', {
    multipart: { name: 'Moved collection', description: 'Made on Stargaze', coverPhoto: png('cover.png') },
  })) as { collection: { id: number } };
  for (const name of ['1.png', '2.png'])
    await api(page, base, 'post', 'upload_file.php', { multipart: { collectionId: String(collection.id), 'files[]': png(name) } });
  const { trait } = (await api(page, base, 'post', 'add_main_trait.php', {
    data: { collection_id: collection.id, trait_name: 'Hat' },
  })) as {
    trait: { id: number };
  };
  const { value } = (await api(page, base, 'post', 'add_trait_value.php', { data: { main_trait_id: trait.id, value: 'Red' } })) as {
    value: { id: number };
  };
  const { files } = (await api(page, base, 'get', `get_files.php?collectionId=${collection.id}`)) as { files: Array<{ id: number }> };
  await api(page, base, 'post', 'trait_to_file.php', { data: { file_id: files[0]!.id, value_id: value.id } });
  await page.goto(`${base}/#/borrow`);
  await page.getByLabel('Recipient address').fill(them[STARGAZE_ID]!);
  await page.getByLabel('Credits').fill('100');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: them[STARGAZE_ID]!, exact: true })).toBeVisible();
  await api(page, base, 'post', 'create-ticket.php', {
    multipart: { title: 'Moved ticket', description: 'Opened on Stargaze', priority: 'low' },
  });

  // The deployment moves: same data, CHAIN=cosmoshub. Holdings now live on the Hub's contracts.
  base = await serve('cosmoshub');
  fake.setHoldings(me[HUB_ID]!, { batKids: 2 });
  expect(await (await page.request.get(`${base}/api/chain`)).json()).toMatchObject({ chainId: HUB_ID, bech32Prefix: 'cosmos' });
  await signInWithKeplr(page, wallets, base);
  expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBe(me[HUB_ID]);
  expect(await (await page.request.get(`${base}/api/session`)).json()).toMatchObject({ signedIn: true, address: me[HUB_ID] });
  // Credits from Hub holdings (2 x 1000), less the 100 lent on Stargaze, plus the 100 free.
  await expect(page.getByLabel('Total credits')).toHaveText('2000');
  await expect(page.getByText(`Partner collections on Cosmos Hub (${HUB_ID})`)).toBeVisible();

  await page.goto(`${base}/#/collections`);
  await expect(page.getByText('Moved collection')).toBeVisible();
  const listed = (await api(page, base, 'get', `get_files.php?collectionId=${collection.id}`)) as { files: Array<{ file_name: string }> };
  expect(listed.files.map((f) => f.file_name)).toEqual(['1.png', '2.png']);
  const assigned = (await api(page, base, 'get', `get_assigned_traits.php?collectionId=${collection.id}`)) as { assignments: unknown[] };
  expect(assigned.assignments).toHaveLength(1);
  await page.goto(`${base}/#/tickets`);
  await expect(page.getByRole('heading', { name: 'Moved ticket' })).toBeVisible();

  // The loan, shown under the Hub's prefix; a stars1 recipient is taken and shown as cosmos1; osmo1 is refused.
  await page.goto(`${base}/#/borrow`);
  await expect(page.getByRole('cell', { name: them[HUB_ID]!, exact: true })).toBeVisible();
  const third = on('stars', toBech32('cosmos', Buffer.alloc(20, 7)));
  await page.getByLabel('Recipient address').fill(third);
  await page.getByLabel('Credits').fill('50');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: on('cosmos', third), exact: true })).toBeVisible();
  await page.getByLabel('Recipient address').fill(on('osmo', third));
  await page.getByLabel('Credits').fill('1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid recipient address format. Must start with "cosmos" followed by 39 characters.')).toBeVisible();

  // The other side of the loan: the recipient signs in on the Hub and has the credits lent on Stargaze.
  await signInWithKeplr(other, otherWallets, base);
  await other.goto(`${base}/#/borrow`);
  await expect(other.getByText('You received 100 credits from others')).toBeVisible();
  await other.close();
});
