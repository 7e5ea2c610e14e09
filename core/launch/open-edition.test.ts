import { describe, expect, it } from 'vitest';
import { CHAIN_PROFILES } from '../../shared/chains/profiles.ts';
import { coinText } from './coin-text.ts';
import { FACTORY_PARAMS, SG721_CODE_ID } from './factory-params.test-helpers.ts';
import { buildOpenEdition, openEditionProblems, type OpenEditionInput } from './open-edition.ts';
import type { OpenEditionFactoryParams } from './open-edition-types.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const CREATOR = 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts';
const coin = (c: { denom: string; amount: string }) => coinText(c, [CHAIN_PROFILES.stargaze.mintDenom]);
/** Stargaze's open-edition factory params: the vending figures, its own extension. */
const PARAMS: OpenEditionFactoryParams = {
  ...FACTORY_PARAMS,
  extension: {
    max_token_limit: 10_000,
    max_per_address_limit: 50,
    airdrop_mint_fee_bps: 0,
    airdrop_mint_price: { denom: 'ustars', amount: '0' },
    dev_fee_address: CREATOR,
  },
};

const input = (over: Partial<OpenEditionInput> = {}): OpenEditionInput => ({
  sg721CodeId: SG721_CODE_ID,
  name: 'One Sunrise',
  symbol: 'SUN',
  creator: CREATOR,
  description: 'One image, minted by anyone for a day',
  image: 'ipfs://bafyimages/1.png',
  externalLink: '',
  explicitContent: false,
  royalty: null,
  tokenUri: 'ipfs://bafymetadata/1',
  numTokens: null,
  endTimeMs: NOW + 86_400_000,
  mintPrice: { denom: 'ustars', amount: '100000000' },
  startTimeMs: NOW + 3600_000,
  startTradingTimeMs: null,
  perAddressLimit: 5,
  ...over,
});

const problemsOf = (message: unknown, funds = [PARAMS.creation_fee]) =>
  openEditionProblems(message as ReturnType<typeof buildOpenEdition>, { params: PARAMS, funds, nowMs: NOW, coin, bech32Prefix: 'stars' });

describe('an open edition', () => {
  it('is the open-edition factory message: one token URI, off-chain metadata, an end time', () => {
    const message = buildOpenEdition(input());
    expect(message.create_minter.init_msg).toEqual({
      nft_data: { nft_data_type: 'off_chain_metadata', extension: null, token_uri: 'ipfs://bafymetadata/1' },
      start_time: String(BigInt(NOW + 3600_000) * 1_000_000n),
      end_time: String(BigInt(NOW + 86_400_000) * 1_000_000n),
      mint_price: { denom: 'ustars', amount: '100000000' },
      per_address_limit: 5,
      num_tokens: null,
      payment_address: null,
      whitelist: null,
    });
    expect(message.create_minter.collection_params).toMatchObject({ code_id: SG721_CODE_ID, symbol: 'SUN', info: { creator: CREATOR } });
    expect(problemsOf(message)).toEqual([]);
  });

  it('lists every rule the factory would refuse at once', () => {
    const message = buildOpenEdition(
      input({
        endTimeMs: null,
        numTokens: null,
        perAddressLimit: 51,
        startTimeMs: NOW - 1000,
        mintPrice: { denom: 'ustars', amount: '1' },
      }),
    );
    expect(problemsOf(message, [])).toEqual([
      expect.stringMatching(/^The creation fee must be sent as one coin of ustars/),
      'The per-address limit must be 1 to 50: it is 51',
      'The mint start time is in the past: choose a time in the future',
      'An open edition needs an end time or an edition size (or both)',
      expect.stringMatching(/^The mint price .* is below the factory's minimum/),
    ]);
    expect(problemsOf(buildOpenEdition(input({ numTokens: 10_001 })))).toEqual(['The edition size must be 1 to 10000: it is 10001']);
    expect(problemsOf(buildOpenEdition(input({ endTimeMs: NOW + 1000 })))).toEqual(['The mint end time must come after the start']);
  });

  it('refuses a field the contract does not know, as its cw_serde types do', () => {
    const message = buildOpenEdition(input());
    const extra = {
      create_minter: { ...message.create_minter, init_msg: { ...message.create_minter.init_msg, base_token_uri: 'ipfs://x' } },
    };
    expect(problemsOf(extra)[0]).toMatch(/^Unknown field `create_minter.init_msg.base_token_uri`: the contract refuses it/);
  });
});
