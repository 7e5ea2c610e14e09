// A coin as a person reads it: base units turned into the display unit of a denom the chain profile
// names ("3000 STARS"), or left as they are for a denom it does not ("5 uother").
import type { ChainDenom } from '../../shared/chains/chain-profile.ts';
import type { Coin } from './vending-types.ts';

export function coinText(coin: Coin, denoms: readonly ChainDenom[]): string {
  const known = denoms.find((d) => d.denom === coin.denom);
  if (!known || !/^\d+$/.test(coin.amount)) return `${coin.amount} ${coin.denom}`;
  const padded = coin.amount.padStart(known.decimals + 1, '0');
  const whole = padded.slice(0, padded.length - known.decimals);
  const fraction = padded.slice(padded.length - known.decimals).replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} ${known.display}`;
}

/** A display amount ("12.5") in base units of the denom ("12500000"), or null when it is not a positive number. */
export function baseUnits(amount: string, denom: ChainDenom): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || (match[2]?.length ?? 0) > denom.decimals) return null;
  const units = BigInt(match[1]! + (match[2] ?? '').padEnd(denom.decimals, '0'));
  return units > 0n ? units.toString() : null;
}
