// The chain profiles Traitforge ships. Stargaze is the default so that every text of the specification
// stays as written; the Cosmos Hub is where the launchpad, marketplace and collections moved (Cosmos Hub
// proposal 1017).
import type { ChainKey, ChainProfile } from './chain-profile.ts';

export const DEFAULT_CHAIN: ChainKey = 'stargaze';

const STARS = { denom: 'ustars', display: 'STARS', decimals: 6 };
const ATOM = { denom: 'uatom', display: 'ATOM', decimals: 6 };

export const CHAIN_PROFILES: Readonly<Record<ChainKey, ChainProfile>> = {
  stargaze: {
    key: 'stargaze',
    chainId: 'stargaze-1',
    name: 'Stargaze',
    bech32Prefix: 'stars',
    coinType: 118,
    feeDenom: STARS,
    mintDenom: STARS,
    gasPrice: 1.1,
    rpc: 'https://rpc.stargaze-apis.com',
    rest: 'https://rest.stargaze-apis.com',
    indexerUrl: 'https://graphql.mainnet.stargaze-apis.com/graphql',
    explorerTx: 'https://www.mintscan.io/stargaze/tx/{hash}',
    explorerAccount: 'https://www.mintscan.io/stargaze/address/{address}',
    marketplaceCollection: 'https://www.stargaze.zone/m/{contract}/tokens',
    // The real mainnet contract addresses are not published with the spec: these placeholders are clearly
    // not contracts and must be replaced through PARTNER_COLLECTIONS in production (docs/configuration.md).
    partnerContracts: {
      batKids: 'stars1batkids0000000000000000000000000000000000000000000000',
      badMorning: 'stars1badmorning000000000000000000000000000000000000000000',
      lazySloth: 'stars1lazysloth0000000000000000000000000000000000000000000',
      smokersClub: 'stars1smokersclub00000000000000000000000000000000000000000',
      joinRevolution: 'stars1joinrevolution000000000000000000000000000000000000000',
    },
    // Stargaze's published mainnet code ids (public-awesome/docs, guides/contract-code-ids.md, v2).
    launchpad: {
      vendingFactory: 'stars15p5xmrj4ryfh39pdvlphdr64kunm4zrvq3p6rku82zlahkn63vtqm3gmpt',
      openEditionFactory: null,
      sg721CodeId: 15,
    },
  },
  cosmoshub: {
    key: 'cosmoshub',
    chainId: 'cosmoshub-4',
    name: 'Cosmos Hub',
    bech32Prefix: 'cosmos',
    coinType: 118,
    feeDenom: ATOM,
    mintDenom: ATOM,
    gasPrice: 0.005,
    rpc: 'https://cosmos-rpc.publicnode.com',
    rest: 'https://cosmos-rest.publicnode.com',
    indexerUrl: null,
    explorerTx: 'https://www.mintscan.io/cosmos/tx/{hash}',
    explorerAccount: 'https://www.mintscan.io/cosmos/address/{address}',
    // The marketplace moved with the collections (proposal 1017) and keeps its address.
    marketplaceCollection: 'https://www.stargaze.zone/m/{contract}/tokens',
    // The migrated partner contracts are set by the deployment (PARTNER_COLLECTIONS): none until then.
    partnerContracts: {},
    // The Hub's launchpad addresses are set by the deployment (CHAIN_LAUNCHPAD) until they are published.
    launchpad: { vendingFactory: null, openEditionFactory: null, sg721CodeId: null },
  },
};
