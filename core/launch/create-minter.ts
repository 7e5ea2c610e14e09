// The vending factory's create_minter message built from a packed, pinned project
// (types: vending-types.ts). Nothing here reads a clock or the network: the caller passes every value.
import type { Coin, CollectionParams, CreateMinterExecute } from './vending-types.ts';

export interface LaunchInput {
  /** The chain profile's sg721-base code id (one the factory allows). */
  sg721CodeId: number;
  name: string;
  symbol: string;
  /** The signed-in address: the collection's creator and, by default, the royalty payee. */
  creator: string;
  description: string;
  /** The collection's cover, `ipfs://<imagesRoot>/1.png` by default. */
  image: string;
  externalLink: string;
  explicitContent: boolean;
  royalty: { paymentAddress: string; percent: number } | null;
  /** `ipfs://<metadataRoot>`. */
  baseTokenUri: string;
  numTokens: number;
  mintPrice: Coin;
  startTimeMs: number;
  /** Trading opens this long after the mint start (at most the factory's max_trading_offset_secs). */
  startTradingTimeMs: number | null;
  perAddressLimit: number;
}

/** Milliseconds as a cosmwasm_std `Timestamp` (nanoseconds, a decimal string). */
export const timestampOf = (ms: number): string => (BigInt(Math.round(ms)) * 1_000_000n).toString();

/** A percentage (5) as a cosmwasm_std `Decimal` share ("0.05"). */
export function shareOf(percent: number): string {
  const text = (percent / 100).toFixed(6).replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** sg2's `collection_params`, the same for every factory. */
export function collectionParamsOf(input: Omit<LaunchInput, 'numTokens' | 'baseTokenUri'>): CollectionParams {
  const link = input.externalLink.trim();
  return {
    code_id: input.sg721CodeId,
    name: input.name.trim(),
    symbol: input.symbol.trim(),
    info: {
      creator: input.creator,
      description: input.description,
      image: input.image,
      external_link: link || null,
      explicit_content: input.explicitContent,
      start_trading_time: input.startTradingTimeMs === null ? null : timestampOf(input.startTradingTimeMs),
      royalty_info: input.royalty ? { payment_address: input.royalty.paymentAddress, share: shareOf(input.royalty.percent) } : null,
    },
  };
}

export function buildCreateMinter(input: LaunchInput): CreateMinterExecute {
  return {
    create_minter: {
      init_msg: {
        base_token_uri: input.baseTokenUri,
        payment_address: null,
        start_time: timestampOf(input.startTimeMs),
        num_tokens: input.numTokens,
        mint_price: input.mintPrice,
        per_address_limit: input.perAddressLimit,
        whitelist: null,
      },
      collection_params: collectionParamsOf(input),
    },
  };
}
