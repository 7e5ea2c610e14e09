// A one-image set launched as an open edition: the Create step offers the open-edition factory when the
// pack holds one image and the chain has that factory; the message carries token 1's metadata as the
// token URI for every mint and an end time; an open edition with neither an end nor a size is listed as
// a problem before anything is signed; the fake chain checks the signed message against the factory's
// rules and creates the minter.
import { test, expect } from './fixtures/test.ts';
import { launchOverrides, localTime, packRun } from './support/pack-run.ts';
import { freePort } from './support/own-server.ts';
import { PINATA_KEY, startFakePinning, type FakePinning } from './fixtures/fake-pinning.ts';
import { startFakeChain, type FakeChain } from './fixtures/fake-chain.ts';
import { FACTORY_PARAMS, SG721_CODE_ID } from '../core/launch/factory-params.test-helpers.ts';

const VENDING = 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts';
const OPEN_EDITION = 'stars1qypqgzqpqgzqsqgzqsyqzqsypqqsypqgqknxkc';
const OPEN_EDITION_PARAMS = {
  ...FACTORY_PARAMS,
  code_id: 17,
  extension: {
    max_token_limit: 10_000,
    max_per_address_limit: 50,
    airdrop_mint_fee_bps: 0,
    airdrop_mint_price: { denom: 'ustars', amount: '0' },
    dev_fee_address: VENDING,
  },
};

test.use({ bypassCSP: true });

let pinning: FakePinning;
let chain: FakeChain;
test.beforeAll(async () => {
  pinning = await startFakePinning(await freePort());
  chain = await startFakeChain(await freePort(), {
    chainId: 'stargaze-1',
    prefix: 'stars',
    factory: VENDING,
    params: FACTORY_PARAMS,
    openEdition: { factory: OPEN_EDITION, params: OPEN_EDITION_PARAMS },
  });
});
test.afterAll(async () => {
  await pinning.close();
  await chain.close();
});

test('a one-image set is created as an open edition, with an end time, the one token URI for every mint', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  await launchOverrides(page, {
    profile: {
      rpc: chain.url,
      rest: chain.url,
      launchpad: { vendingFactory: VENDING, openEditionFactory: OPEN_EDITION, sg721CodeId: SG721_CODE_ID },
    },
    pinataUploadUrl: `${pinning.url}/v3`,
    pinPartBytes: 16 * 1024,
    gateway: pinning.url,
  });
  const { address } = await signIn('keplr');
  const roots = await packRun(page, 1);
  const launch = page.getByRole('region', { name: 'Launch checklist' });
  await launch.getByLabel('Pinata key (JWT)').fill(PINATA_KEY);
  await launch.getByRole('button', { name: 'Pin to Pinata' }).click();
  await expect(launch.getByRole('status', { name: 'Pinning result' })).toHaveText('Pinned: both roots confirmed by the service', {
    timeout: 60_000,
  });
  await launch.getByRole('button', { name: 'Check through the gateway' }).click();
  await expect(launch.getByRole('status', { name: 'Gateway check' })).toHaveText('The gateway serves token 1: image and metadata');

  await launch.getByRole('radio', { name: 'Open edition (one image, minted by anyone)' }).check();
  await launch.getByLabel('Symbol').fill('SUN');
  await launch.getByLabel('Mint price (STARS)').fill('100');
  await launch.getByLabel('Mint start').fill(await localTime(page, 3_600_000));
  const result = launch.getByRole('status', { name: 'Create result' });

  // Neither an end nor a size: the factory would refuse it, so nothing is signed.
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('Not created: 1 problem; nothing was signed');
  await expect(result).toContainText('An open edition needs an end time or an edition size (or both)');
  expect(chain.broadcasts).toBe(0);

  await launch.getByLabel('Mint end (optional)').fill(await localTime(page, 86_400_000));
  await launch.getByRole('button', { name: 'Create on chain' }).click();
  await expect(result).toContainText('Minter created', { timeout: 30_000 });
  expect(chain.created).toHaveLength(1);
  const [created] = chain.created;
  expect(created!.message).toMatchObject({
    create_minter: {
      init_msg: {
        nft_data: { nft_data_type: 'off_chain_metadata', extension: null, token_uri: `ipfs://${roots.metadataRoot}/1` },
        mint_price: { denom: 'ustars', amount: '100000000' },
        num_tokens: null,
      },
      collection_params: { code_id: SG721_CODE_ID, symbol: 'SUN', info: { creator: address } },
    },
  });
  await expect(launch.getByLabel('Minter address')).toHaveText(created!.minter);
});
