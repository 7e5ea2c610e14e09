// A deployment on the Cosmos Hub launches on the Hub: the launch takes the profile the server serves
// (CHAIN=cosmoshub with the factory set by CHAIN_LAUNCHPAD), so the mint price is asked in ATOM, the
// factory's params and the signer's balance are read in uatom, Keplr signs for cosmoshub-4 as the
// cosmos1 account, and the minter the fake Hub creates is linked on the Hub's explorer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures/test.ts';
import { launchOverrides, localTime, packRun } from './support/pack-run.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';
import { PINATA_KEY, startFakePinning, type FakePinning } from './fixtures/fake-pinning.ts';
import { startFakeChain, type FakeChain } from './fixtures/fake-chain.ts';
import { FACTORY_PARAMS, SG721_CODE_ID } from '../core/launch/factory-params.test-helpers.ts';
import { CHAIN_PROFILES } from '../shared/chains/profiles.ts';

const TOKENS = 12;
const HUB = CHAIN_PROFILES.cosmoshub;
const FACTORY = 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp';
const atom = (amount: string) => ({ denom: 'uatom', amount });
const HUB_PARAMS = {
  ...FACTORY_PARAMS,
  creation_fee: atom('50000000'),
  min_mint_price: atom('1000000'),
  extension: { ...FACTORY_PARAMS.extension, airdrop_mint_price: atom('0'), shuffle_fee: atom('0') },
};

test.use({ bypassCSP: true });

let dataDir: string;
let server: OwnServer;
let pinning: FakePinning;
let chain: FakeChain;
test.beforeAll(async () => {
  pinning = await startFakePinning(await freePort());
  chain = await startFakeChain(await freePort(), { chainId: HUB.chainId, prefix: HUB.bech32Prefix, factory: FACTORY, params: HUB_PARAMS });
  dataDir = mkdtempSync(join(tmpdir(), 'traitforge-hub-launch-'));
  server = await startOwnServer(await freePort(), {
    DATA_DIR: dataDir,
    CHAIN: 'cosmoshub',
    CHAIN_RPC: chain.url,
    CHAIN_REST: chain.url,
    CHAIN_LAUNCHPAD: JSON.stringify({ vendingFactory: FACTORY, openEditionFactory: null, sg721CodeId: SG721_CODE_ID }),
    CHALLENGES_PER_ADDRESS_MINUTE: '1000',
    CHALLENGES_PER_CLIENT_MINUTE: '1000',
  });
});
test.afterAll(async () => {
  await server.stop();
  await pinning.close();
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a run packed on a Hub deployment is pinned and its minter created on the Cosmos Hub, priced in ATOM', async ({ page, wallets }) => {
  test.setTimeout(240_000);
  // Only the pinning service comes from the test: the chain, its factory and code id are the server's.
  await launchOverrides(page, { pinataUploadUrl: `${pinning.url}/v3`, pinPartBytes: 16 * 1024, gateway: pinning.url });
  await wallets.install(['keplr']);
  await page.goto(`${server.url}/#/`);
  await wallets.pick('keplr');
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible({ timeout: 20_000 });
  const address = wallets.key('keplr').addresses![HUB.chainId]!;
  expect(address).toMatch(/^cosmos1/);

  const roots = await packRun(page, TOKENS, server.url);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByLabel('Pinata key (JWT)').fill(PINATA_KEY);
  await launch.getByRole('button', { name: 'Pin to Pinata' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  await launch.getByRole('button', { name: 'Check through the gateway' }).click();
  await expect(launch.getByRole('status', { name: 'Gateway check' })).toHaveText('The gateway serves token 1: image and metadata');

  await launch.getByLabel('Symbol').fill('HUB');
  await launch.getByLabel('Mint price (ATOM)').fill('2');
  await launch.getByLabel('Mint start').fill(await localTime(page, 3_600_000));
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(launch.getByRole('status', { name: 'Create result' })).toContainText('Minter created', { timeout: 30_000 });
  expect(chain.created).toHaveLength(1);
  const [created] = chain.created;
  expect(created!.message).toMatchObject({
    create_minter: {
      init_msg: { base_token_uri: `ipfs://${roots.metadataRoot}`, num_tokens: TOKENS, mint_price: atom('2000000') },
      collection_params: { code_id: SG721_CODE_ID, symbol: 'HUB', info: { creator: address } },
    },
  });
  await expect(launch.getByRole('link', { name: created!.minter })).toHaveAttribute(
    'href',
    HUB.explorerAccount.replace('{address}', created!.minter),
  );
});
