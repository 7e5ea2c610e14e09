// An open edition: one image any wallet mints, every token with the same metadata
// (`<metadataRoot>/1`), until an end time or an edition size. The message and what the factory checks
// of it (public-awesome/launchpad v3.16.0, contracts/factories/open-edition-factory/src/msg.rs
// `OpenEditionMinterInitMsgExtension::validate` and contract.rs `execute_create_minter`): the creation
// fee, an allowed code id, not frozen, num_tokens (if set) 1..max_token_limit, per_address_limit
// 1..max_per_address_limit, a start time after the block time, an end time (if set) after the start, at
// least one of end time and edition size, the mint price's denom and minimum.
import { collectionParamsOf, timestampOf, type LaunchInput } from './create-minter.ts';
import { collectionProblems } from './collection-rules.ts';
import { unknownOpenEditionFields } from './message-shape.ts';
import { feeProblems, type RuleContext } from './minter-rules.ts';
import type { CreateOpenEditionExecute, OpenEditionFactoryParams } from './open-edition-types.ts';

export type OpenEditionInput = Omit<LaunchInput, 'numTokens' | 'baseTokenUri'> & {
  /** `ipfs://<metadataRoot>/1`: the one token's metadata. */
  tokenUri: string;
  /** The edition size, or null for as many as are minted before the end. */
  numTokens: number | null;
  endTimeMs: number | null;
};

export function buildOpenEdition(input: OpenEditionInput): CreateOpenEditionExecute {
  return {
    create_minter: {
      init_msg: {
        nft_data: { nft_data_type: 'off_chain_metadata', extension: null, token_uri: input.tokenUri },
        start_time: timestampOf(input.startTimeMs),
        end_time: input.endTimeMs === null ? null : timestampOf(input.endTimeMs),
        mint_price: input.mintPrice,
        per_address_limit: input.perAddressLimit,
        num_tokens: input.numTokens,
        payment_address: null,
        whitelist: null,
      },
      collection_params: collectionParamsOf(input),
    },
  };
}

const msOf = (timestamp: string | null | undefined) => (timestamp ? Number(BigInt(timestamp) / 1_000_000n) : null);

export function openEditionProblems(
  execute: CreateOpenEditionExecute,
  ctx: RuleContext<OpenEditionFactoryParams> & { bech32Prefix: string },
): string[] {
  const { params } = ctx;
  const { init_msg: init, collection_params: collection } = execute.create_minter;
  const ext = params.extension;
  const problems = [...unknownOpenEditionFields(execute), ...collectionProblems(collection, ctx.bech32Prefix), ...feeProblems(ctx)];
  if (params.frozen) problems.push('The factory is frozen: it creates no minter now');
  if (!params.allowed_sg721_code_ids.includes(collection.code_id))
    problems.push(
      `The collection code id ${collection.code_id} is not one the factory allows (${params.allowed_sg721_code_ids.join(', ')})`,
    );
  const size = init.num_tokens ?? null;
  if (size !== null && !(size >= 1 && size <= ext.max_token_limit))
    problems.push(`The edition size must be 1 to ${ext.max_token_limit}: it is ${size}`);
  if (!(init.per_address_limit >= 1 && init.per_address_limit <= ext.max_per_address_limit))
    problems.push(`The per-address limit must be 1 to ${ext.max_per_address_limit}: it is ${init.per_address_limit}`);
  const start = msOf(init.start_time) ?? 0;
  if (start <= ctx.nowMs) problems.push('The mint start time is in the past: choose a time in the future');
  const end = msOf(init.end_time);
  if (end !== null && end <= start) problems.push('The mint end time must come after the start');
  if (end === null && size === null) problems.push('An open edition needs an end time or an edition size (or both)');
  if (init.mint_price.denom !== params.min_mint_price.denom)
    problems.push(`The mint price must be in ${params.min_mint_price.denom}, not ${init.mint_price.denom}`);
  else if (BigInt(init.mint_price.amount) < BigInt(params.min_mint_price.amount))
    problems.push(`The mint price ${ctx.coin(init.mint_price)} is below the factory's minimum of ${ctx.coin(params.min_mint_price)}`);
  if (!URL.canParse(init.nft_data.token_uri ?? '')) problems.push(`The token URI is not an address: ${init.nft_data.token_uri}`);
  return problems;
}
