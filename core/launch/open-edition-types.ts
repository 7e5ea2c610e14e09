// The open-edition factory's `create_minter` message and params, as the launchpad's Rust types serialise
// them (public-awesome/launchpad v3.16.0):
//   contracts/factories/open-edition-factory/src/msg.rs    OpenEditionMinterInitMsgExtension
//   contracts/factories/open-edition-factory/src/types.rs  NftData, NftMetadataType (snake_case)
//   contracts/factories/open-edition-factory/src/state.rs  ParamsExtension
// The collection params are sg2's, as for the vending factory (vending-types.ts).
import type { Coin, CollectionParams, VendingFactoryParams } from './vending-types.ts';

export interface NftData {
  nft_data_type: 'off_chain_metadata' | 'on_chain_metadata';
  extension: null;
  token_uri: string | null;
}

export interface OpenEditionInitMsg {
  nft_data: NftData;
  start_time: string;
  end_time?: string | null;
  mint_price: Coin;
  per_address_limit: number;
  num_tokens?: number | null;
  payment_address?: string | null;
  whitelist?: string | null;
}

/** `Sg2ExecuteMsg::CreateMinter(OpenEditionMinterCreateMsg)` as JSON. */
export interface CreateOpenEditionExecute {
  create_minter: { init_msg: OpenEditionInitMsg; collection_params: CollectionParams };
}

/** `ParamsResponse.params`: the factory's `OpenEditionMinterParams`, sg2's `MinterParams` as for the
 * vending factory with the open edition's own extension. */
export type OpenEditionFactoryParams = Omit<VendingFactoryParams, 'extension'> & {
  extension: {
    max_token_limit: number;
    max_per_address_limit: number;
    airdrop_mint_fee_bps: number;
    airdrop_mint_price: Coin;
    dev_fee_address: string;
  };
};
