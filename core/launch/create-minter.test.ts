import { describe, expect, it } from 'vitest';
import { CHAIN_PROFILES } from '../../shared/chains/profiles.ts';
import { buildCreateMinter, shareOf, type LaunchInput } from './create-minter.ts';
import { coinText } from './coin-text.ts';
import { FACTORY_PARAMS, SG721_CODE_ID } from './factory-params.test-helpers.ts';
import { launchProblems } from './launch-problems.ts';
import { maxPerAddress } from './minter-rules.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const CREATOR = 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts';
const stargaze = CHAIN_PROFILES.stargaze;
const coin = (c: { denom: string; amount: string }) => coinText(c, [stargaze.mintDenom]);

const input = (over: Partial<LaunchInput> = {}): LaunchInput => ({
  sg721CodeId: SG721_CODE_ID,
  name: 'Forge Friends',
  symbol: 'FORGE',
  creator: CREATOR,
  description: 'Thirty friends',
  image: 'ipfs://bafyimages/1.png',
  externalLink: '',
  explicitContent: false,
  royalty: { paymentAddress: CREATOR, percent: 5 },
  baseTokenUri: 'ipfs://bafymetadata',
  numTokens: 30,
  mintPrice: { denom: 'ustars', amount: '100000000' },
  startTimeMs: NOW + 3600_000,
  startTradingTimeMs: null,
  perAddressLimit: 3,
  ...over,
});

const problemsOf = (message: unknown, funds = [FACTORY_PARAMS.creation_fee]) =>
  launchProblems(message as ReturnType<typeof buildCreateMinter>, {
    params: FACTORY_PARAMS,
    funds,
    nowMs: NOW,
    coin,
    bech32Prefix: 'stars',
  });

describe('create_minter', () => {
  it('builds the message the vending factory takes, with cosmwasm_std encodings', () => {
    const message = buildCreateMinter(input());
    expect(message.create_minter.init_msg).toEqual({
      base_token_uri: 'ipfs://bafymetadata',
      payment_address: null,
      start_time: `${NOW + 3600_000}000000`,
      num_tokens: 30,
      mint_price: { denom: 'ustars', amount: '100000000' },
      per_address_limit: 3,
      whitelist: null,
    });
    expect(message.create_minter.collection_params.info.royalty_info).toEqual({ payment_address: CREATOR, share: '0.05' });
    expect(problemsOf(message)).toEqual([]);
  });

  it('writes shares as Decimal strings', () => {
    expect([shareOf(5), shareOf(10), shareOf(2.5), shareOf(0)]).toEqual(['0.05', '0.1', '0.025', '0']);
  });

  it('lists every problem at once', () => {
    const message = buildCreateMinter(
      input({
        numTokens: 20_000,
        perAddressLimit: 400,
        mintPrice: { denom: 'ustars', amount: '1000000' },
        startTimeMs: NOW - 60_000,
        royalty: { paymentAddress: CREATOR, percent: 12 },
        description: 'é'.repeat(300),
      }),
    );
    const problems = problemsOf(message, [{ denom: 'ustars', amount: '100000000' }]);
    expect(problems).toEqual([
      'The description is 600 bytes: the collection takes at most 512',
      'The royalty share is 12 %: at most 10 %',
      'Insufficient creation fee: the factory asks 3000 STARS, the transaction sends 100 STARS',
      'The number of tokens must be 1 to 10000: it is 20000',
      'The per-address limit must be 1 to 50 for 20000 tokens (3 under 100 tokens, else 3 % of them, at most 50): it is 400',
      "The mint price 1 STARS is below the factory's minimum of 50 STARS",
      `The mint start time ${new Date(NOW - 60_000).toISOString().replace('.000Z', 'Z')} is in the past: choose a time in the future`,
    ]);
  });

  it('counts the description in bytes, as the contract does', () => {
    expect(problemsOf(buildCreateMinter(input({ description: 'a'.repeat(512) })))).toEqual([]);
    expect(problemsOf(buildCreateMinter(input({ description: 'é'.repeat(257) })))).toEqual([
      'The description is 514 bytes: the collection takes at most 512',
    ]);
  });

  it("applies the minter's per-address rule: 3 under 100 tokens, 3 % from 100 on, within the factory's limit", () => {
    expect([
      maxPerAddress(30, 50),
      maxPerAddress(99, 50),
      maxPerAddress(100, 50),
      maxPerAddress(1001, 50),
      maxPerAddress(10_000, 50),
    ]).toEqual([3, 3, 3, 31, 50]);
    expect(problemsOf(buildCreateMinter(input({ perAddressLimit: 4 })))).toHaveLength(1);
    expect(problemsOf(buildCreateMinter(input({ perAddressLimit: 0 })))).toHaveLength(1);
  });

  it('refuses fees in another denom or split in two coins, as must_pay does', () => {
    const message = buildCreateMinter(input());
    expect(problemsOf(message, [{ denom: 'uatom', amount: '3000000000' }])[0]).toMatch(
      /^The creation fee must be sent as one coin of ustars/,
    );
    expect(problemsOf(message, [FACTORY_PARAMS.creation_fee, { denom: 'uatom', amount: '1' }])).toHaveLength(1);
    expect(problemsOf(message, [{ denom: 'ustars', amount: '3000000001' }])).toEqual([]);
  });

  it('refuses unknown fields, as #[cw_serde] does', () => {
    const message = buildCreateMinter(input()) as unknown as { create_minter: { init_msg: Record<string, unknown> } };
    message.create_minter.init_msg.whitelist_address = 'x';
    expect(problemsOf(message)).toEqual([
      'Unknown field `create_minter.init_msg.whitelist_address`: the contract refuses it (expected one of base_token_uri, payment_address, start_time, num_tokens, mint_price, per_address_limit, whitelist)',
    ]);
  });

  it('names a frozen factory, a code id it does not allow and trading opening too late', () => {
    const message = buildCreateMinter(input({ sg721CodeId: 99, startTradingTimeMs: NOW + 3600_000 + 8 * 86_400_000 }));
    const problems = launchProblems(message, {
      params: { ...FACTORY_PARAMS, frozen: true },
      funds: [FACTORY_PARAMS.creation_fee],
      nowMs: NOW,
      coin,
      bech32Prefix: 'stars',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('The factory is frozen: it creates no minter now');
    expect(problems[2]).toMatch(/^Trading can open at most 604800 s after the mint start/);
  });

  it('checks addresses against the chain prefix', () => {
    const message = buildCreateMinter(input({ creator: 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp' }));
    expect(problemsOf(message)[0]).toBe('The creator cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp is not a stars1... address');
  });
});
