// Sugar's config.json, beside assets/ where `sugar upload` and `sugar deploy` read it. Its fields are
// Sugar's ConfigData (metaplex-foundation/sugar src/config/data.rs, camelCase): number, symbol,
// sellerFeeBasisPoints, isMutable, isSequential, creators and uploadMethod are required; ruleSet has its
// own deserializer, so it must be present (null: none); the other options are null until the artist
// sets them (storage keys, hidden settings, guards). The values are those of Sugar's own test config
// (script/sugar-cli-test.sh) and `sugar create-config` defaults: an NFT, mutable, minted in random
// order, uploaded with Bundlr (Sugar's default upload method).
import type { Creator } from './metaplex-creators.ts';

export const SUGAR_CONFIG = 'config.json';

/** The fields serde needs to read a ConfigData (no default, no Option without a custom reader missing). */
export const SUGAR_REQUIRED_FIELDS = [
  'number',
  'symbol',
  'sellerFeeBasisPoints',
  'isMutable',
  'isSequential',
  'creators',
  'uploadMethod',
  'ruleSet',
] as const;

export function sugarConfig(number: number, symbol: string, sellerFeeBasisPoints: number, creators: readonly Creator[]) {
  return {
    tokenStandard: 'nft',
    number,
    symbol,
    sellerFeeBasisPoints,
    isMutable: true,
    isSequential: false,
    creators,
    uploadMethod: 'bundlr',
    ruleSet: null,
    awsConfig: null,
    sdriveApiKey: null,
    pinataConfig: null,
    hiddenSettings: null,
    guards: null,
    maxEditionSupply: null,
  };
}
