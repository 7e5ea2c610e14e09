// What Keplr's and Leap's suggest-chain call takes (Keplr's ChainInfo), built from the active chain's
// profile: offered when the wallet does not know the chain.
import type { ChainInfo } from '@keplr-wallet/types';
import type { ChainProfile, ChainDenom } from '@shared/chains/chain-profile';

const currency = (d: ChainDenom) => ({ coinDenom: d.display, coinMinimalDenom: d.denom, coinDecimals: d.decimals });

export function chainInfoOf(chain: ChainProfile): ChainInfo {
  const p = chain.bech32Prefix;
  const fee = currency(chain.feeDenom);
  const currencies = chain.mintDenom.denom === chain.feeDenom.denom ? [fee] : [fee, currency(chain.mintDenom)];
  return {
    chainId: chain.chainId,
    chainName: chain.name,
    rpc: chain.rpc,
    rest: chain.rest,
    bip44: { coinType: chain.coinType },
    bech32Config: {
      bech32PrefixAccAddr: p,
      bech32PrefixAccPub: `${p}pub`,
      bech32PrefixValAddr: `${p}valoper`,
      bech32PrefixValPub: `${p}valoperpub`,
      bech32PrefixConsAddr: `${p}valcons`,
      bech32PrefixConsPub: `${p}valconspub`,
    },
    currencies,
    feeCurrencies: [{ ...fee, gasPriceStep: { low: chain.gasPrice, average: chain.gasPrice, high: chain.gasPrice * 1.5 } }],
    stakeCurrency: fee,
  };
}

/** Keplr's and Leap's refusal for a chain they do not know ("There is no chain info for ..."). */
export const isUnknownChain = (error: unknown) =>
  error instanceof Error && /no chain info|not supported|unknown chain/i.test(error.message);
