// The vending factory's `create_minter` message and its params, as the launchpad's own Rust types
// serialise them (public-awesome/launchpad v3.16.0):
//   contracts/factories/vending-factory/src/msg.rs  VendingMinterInitMsgExtension, VendingMinterCreateMsg
//   packages/sg2/src/msg.rs                          CreateMinterMsg<T>, CollectionParams, Sg2ExecuteMsg
//   packages/sg2/src/lib.rs                          MinterParams<T>
//   packages/sg721/src/lib.rs                        CollectionInfo<T>, RoyaltyInfoResponse
//   contracts/factories/vending-factory/src/state.rs ParamsExtension
// cosmwasm_std serialises `Timestamp` and `Uint128` as decimal strings (nanoseconds for a Timestamp) and
// `Decimal` as a decimal string ("0.05"); every struct is `#[cw_serde]`, which denies unknown fields.

export interface Coin {
  denom: string;
  amount: string;
}

export interface RoyaltyInfoResponse {
  payment_address: string;
  share: string;
}

export interface CollectionInfo {
  creator: string;
  description: string;
  image: string;
  external_link?: string | null;
  explicit_content?: boolean | null;
  start_trading_time?: string | null;
  royalty_info?: RoyaltyInfoResponse | null;
}

export interface CollectionParams {
  code_id: number;
  name: string;
  symbol: string;
  info: CollectionInfo;
}

export interface VendingMinterInitMsg {
  base_token_uri: string;
  payment_address?: string | null;
  start_time: string;
  num_tokens: number;
  mint_price: Coin;
  per_address_limit: number;
  whitelist?: string | null;
}

/** `Sg2ExecuteMsg::CreateMinter(CreateMinterMsg<VendingMinterInitMsgExtension>)` as JSON. */
export interface CreateMinterExecute {
  create_minter: { init_msg: VendingMinterInitMsg; collection_params: CollectionParams };
}

/** `ParamsResponse.params`: the factory's `VendingMinterParams` (`MinterParams<ParamsExtension>`). */
export interface VendingFactoryParams {
  code_id: number;
  allowed_sg721_code_ids: number[];
  frozen: boolean;
  creation_fee: Coin;
  min_mint_price: Coin;
  mint_fee_bps: number;
  max_trading_offset_secs: number;
  extension: {
    max_token_limit: number;
    max_per_address_limit: number;
    airdrop_mint_price: Coin;
    airdrop_mint_fee_bps: number;
    shuffle_fee: Coin;
  };
}
