// A chain as data: everything the server and the app need to know about the chain a deployment's users
// are on. `CHAIN` picks one of the shipped profiles (profiles.ts); each field can be overridden by the
// environment or the content file (server/services/chain.ts). The app reads the active profile from the
// server, never from a build-time constant.

import type { PartnerKey } from './partner-keys.ts';

export const CHAIN_KEYS = ['stargaze', 'cosmoshub'] as const;
export type ChainKey = (typeof CHAIN_KEYS)[number];

export interface ChainDenom {
  /** The base denom on chain (`ustars`, `uatom`). */
  denom: string;
  /** What a person reads (`STARS`, `ATOM`). */
  display: string;
  /** Base units per display unit, as a power of ten. */
  decimals: number;
}

/**
 * The launchpad's contracts on this chain (public-awesome/launchpad: vending-factory and
 * open-edition-factory). `null` where the chain has none configured: the launch step says so.
 */
export interface LaunchpadContracts {
  vendingFactory: string | null;
  openEditionFactory: string | null;
  /** The sg721-base code id `collection_params.code_id` must name (one the factory allows). */
  sg721CodeId: number | null;
}

export interface ChainProfile {
  key: ChainKey;
  chainId: string;
  /** The chain's name in texts ("Stargaze", "Cosmos Hub"). */
  name: string;
  bech32Prefix: string;
  /** SLIP-44 coin type of the chain's keys. */
  coinType: number;
  feeDenom: ChainDenom;
  mintDenom: ChainDenom;
  /** Gas price in fee denom base units, for the fee of a transaction the wallet signs. */
  gasPrice: number;
  rpc: string;
  rest: string;
  /** Stargaze's GraphQL indexer, or `null` where there is none: holdings are then read from the contracts. */
  indexerUrl: string | null;
  /** Explorer pages: `{hash}` and `{address}` are replaced. */
  explorerTx: string;
  explorerAccount: string;
  /** A collection's marketplace page: `{contract}` is replaced. */
  marketplaceCollection: string;
  /** Partner collection contracts by partner key; a key missing here earns no credits on this chain. */
  partnerContracts: Readonly<Partial<Record<PartnerKey, string>>>;
  launchpad: LaunchpadContracts;
}
