// What the vending factory and the vending minter check of init_msg and the funds
// (public-awesome/launchpad v3.16.0):
//   contracts/factories/vending-factory/src/contract.rs  execute_create_minter: must_pay (the creation
//     fee's denom, one coin), checked_fair_burn (at least the fee), allowed sg721 code id, not frozen,
//     num_tokens 1..max_token_limit, per_address_limit 1..max_per_address_limit, mint price denom and
//     minimum
//   contracts/minters/vending-minter/src/contract.rs     instantiate: check_dynamic_per_address_limit,
//     base_token_uri a URL, start_time after genesis and not before the block time, start_trading_time
//     at most start_time + max_trading_offset_secs
//   contracts/minters/vending-minter/src/validation.rs   check_dynamic_per_address_limit
import { GENESIS_MINT_START_MS, PER_ADDRESS_PERCENT, SMALL_COLLECTION_PER_ADDRESS, SMALL_COLLECTION_TOKENS } from './launch-limits.ts';
import type { Coin, CreateMinterExecute, VendingFactoryParams } from './vending-types.ts';

/** What the rules are checked against; `P`: the factory's params (vending's, or the open edition's). */
export interface RuleContext<P extends { creation_fee: Coin } = VendingFactoryParams> {
  params: P;
  /** The funds the transaction sends with the message. */
  funds: readonly Coin[];
  /** The chain's time: the block time on chain, the clock before signing. */
  nowMs: number;
  coin(coin: Coin): string;
}

const msOf = (timestamp: string | null | undefined) => (timestamp ? Number(BigInt(timestamp) / 1_000_000n) : null);
const isUrl = (text: string) => URL.canParse(text.trim());
const when = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The most a wallet may mint of `numTokens` under the minter's own rule, within the factory's limit. */
export function maxPerAddress(numTokens: number, factoryMax: number): number {
  const rule = numTokens < SMALL_COLLECTION_TOKENS ? SMALL_COLLECTION_PER_ADDRESS : Math.ceil((numTokens * PER_ADDRESS_PERCENT) / 100);
  return Math.min(rule, factoryMax);
}

export function feeProblems({ params, funds, coin }: RuleContext<{ creation_fee: Coin }>): string[] {
  const fee = params.creation_fee;
  const paid = funds.filter((f) => f.denom === fee.denom);
  if (funds.length !== 1 || paid.length !== 1)
    return [
      `The creation fee must be sent as one coin of ${fee.denom}: ${coin(fee)} (the transaction sends ${funds.map(coin).join(', ') || 'nothing'})`,
    ];
  if (BigInt(paid[0]!.amount) < BigInt(fee.amount))
    return [`Insufficient creation fee: the factory asks ${coin(fee)}, the transaction sends ${coin(paid[0]!)}`];
  return [];
}

export function minterProblems(execute: CreateMinterExecute, ctx: RuleContext): string[] {
  const { params } = ctx;
  const { init_msg: init, collection_params: collection } = execute.create_minter;
  const ext = params.extension;
  const problems = feeProblems(ctx);
  if (params.frozen) problems.push('The factory is frozen: it creates no minter now');
  if (!params.allowed_sg721_code_ids.includes(collection.code_id))
    problems.push(
      `The collection code id ${collection.code_id} is not one the factory allows (${params.allowed_sg721_code_ids.join(', ')})`,
    );
  if (!(init.num_tokens >= 1 && init.num_tokens <= ext.max_token_limit))
    problems.push(`The number of tokens must be 1 to ${ext.max_token_limit}: it is ${init.num_tokens}`);
  const most = maxPerAddress(init.num_tokens, ext.max_per_address_limit);
  if (!(init.per_address_limit >= 1 && init.per_address_limit <= most))
    problems.push(
      `The per-address limit must be 1 to ${most} for ${init.num_tokens} tokens (3 under 100 tokens, else 3 % of them, at most ${ext.max_per_address_limit}): it is ${init.per_address_limit}`,
    );
  if (init.mint_price.denom !== params.min_mint_price.denom)
    problems.push(`The mint price must be in ${params.min_mint_price.denom}, not ${init.mint_price.denom}`);
  else if (!/^\d+$/.test(init.mint_price.amount) || BigInt(init.mint_price.amount) < BigInt(params.min_mint_price.amount))
    problems.push(`The mint price ${ctx.coin(init.mint_price)} is below the factory's minimum of ${ctx.coin(params.min_mint_price)}`);
  if (!isUrl(init.base_token_uri)) problems.push(`The base token URI is not an address: ${init.base_token_uri}`);
  if (init.whitelist) problems.push('A whitelist is not offered: leave it empty');
  const start = msOf(init.start_time) ?? 0;
  if (start < GENESIS_MINT_START_MS || start <= ctx.nowMs)
    problems.push(`The mint start time ${when(start)} is in the past: choose a time in the future`);
  const trading = msOf(collection.info.start_trading_time);
  const latest = start + params.max_trading_offset_secs * 1000;
  if (trading !== null && trading > latest)
    problems.push(
      `Trading can open at most ${params.max_trading_offset_secs} s after the mint start (${when(latest)}): it is set to ${when(trading)}`,
    );
  return problems;
}
