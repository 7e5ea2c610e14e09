// Vending factory params shaped as the factory's `params {}` query answers them, with Stargaze mainnet's
// published values (creation fee 3000 STARS, minimum mint price 0 STARS... set here to 50 STARS so
// that a price below it can be tested), for unit tests and the e2e fake chain.
import type { VendingFactoryParams } from './vending-types.ts';

export const SG721_CODE_ID = 15;

export const FACTORY_PARAMS: VendingFactoryParams = {
  code_id: 16,
  allowed_sg721_code_ids: [SG721_CODE_ID],
  frozen: false,
  creation_fee: { denom: 'ustars', amount: '3000000000' },
  min_mint_price: { denom: 'ustars', amount: '50000000' },
  mint_fee_bps: 1000,
  max_trading_offset_secs: 604_800,
  extension: {
    max_token_limit: 10_000,
    max_per_address_limit: 50,
    airdrop_mint_price: { denom: 'ustars', amount: '0' },
    airdrop_mint_fee_bps: 0,
    shuffle_fee: { denom: 'ustars', amount: '500000000' },
  },
};
