// The fields each struct of the message may carry. `#[cw_serde]` puts `#[serde(deny_unknown_fields)]`
// on every struct, so the contract refuses a message with a field it does not know ("unknown field
// `x`, expected one of ..."); the same names are refused here before anything is signed.
type Shape = { [field: string]: Shape | 'value' };

const COIN: Shape = { denom: 'value', amount: 'value' };
const ROYALTY: Shape = { payment_address: 'value', share: 'value' };
const INFO: Shape = {
  creator: 'value',
  description: 'value',
  image: 'value',
  external_link: 'value',
  explicit_content: 'value',
  start_trading_time: 'value',
  royalty_info: ROYALTY,
};
const COLLECTION_PARAMS: Shape = { code_id: 'value', name: 'value', symbol: 'value', info: INFO };
const CREATE_MINTER: Shape = {
  create_minter: {
    init_msg: {
      base_token_uri: 'value',
      payment_address: 'value',
      start_time: 'value',
      num_tokens: 'value',
      mint_price: COIN,
      per_address_limit: 'value',
      whitelist: 'value',
    },
    collection_params: COLLECTION_PARAMS,
  },
};

const OPEN_EDITION: Shape = {
  create_minter: {
    init_msg: {
      nft_data: { nft_data_type: 'value', extension: 'value', token_uri: 'value' },
      start_time: 'value',
      end_time: 'value',
      mint_price: COIN,
      per_address_limit: 'value',
      num_tokens: 'value',
      payment_address: 'value',
      whitelist: 'value',
    },
    collection_params: COLLECTION_PARAMS,
  },
};

function unknownIn(value: unknown, shape: Shape, path: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([field, inner]) => {
    const at = path ? `${path}.${field}` : field;
    const known = shape[field];
    if (!known) return [`Unknown field \`${at}\`: the contract refuses it (expected one of ${Object.keys(shape).join(', ')})`];
    return known === 'value' ? [] : unknownIn(inner, known, at);
  });
}

/** Every field of a create_minter execute message that the vending factory does not know. */
export const unknownFields = (message: unknown): string[] => unknownIn(message, CREATE_MINTER, '');

/** The same for the open-edition factory's message. */
export const unknownOpenEditionFields = (message: unknown): string[] => unknownIn(message, OPEN_EDITION, '');
