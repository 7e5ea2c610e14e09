// The chains and launchpads the combiner exports for, and their rules: configuration, not code, so a
// launchpad that moves (Stargaze Studio switched collection creation off in February 2026) is a change
// here. Each target's layout and check live in core/export/targets/.
export type LaunchTargetId = 'stargaze' | 'erc721' | 'metaplex';

export interface LaunchTarget {
  id: LaunchTargetId;
  /** What the export's target setting offers. */
  label: string;
  /** Who takes the files: "Ready for <launchpad>: ...". */
  launchpad: string;
  chain: string;
  /** The layout, as the export panel describes it. */
  layout: string;
  /** The one zip's name: `<collection>_<zipSuffix>.zip`. */
  zipSuffix: string;
  /** The longest token or collection name the chain stores, where it has a limit. */
  maxNameLength?: number;
  /** The longest collection description the launchpad takes. */
  maxDescriptionLength: number;
  maxTokens: number;
  /** Royalties above this share (per cent) are refused. */
  maxRoyaltyPercent: number;
  /** Tokens one address may mint: at most this many, and never more than the collection has... */
  maxPerAddress: number;
  /** ...and, for a collection of `perAddressFrom` tokens or more, at most this share (per cent) of them (rounded up)... */
  perAddressPercent?: number;
  perAddressFrom?: number;
  /** ...and, for a smaller collection, at most this many. */
  perAddressBelowFrom?: number;
  /** Asset types the launchpad does not recognise: named as warnings, not refused. */
  unrecognisedTypes: readonly string[];
  /** Why a cover image matters here, after "No cover image: " (a warning when none is chosen). */
  coverWanted: string;
}

export const LAUNCH_TARGETS: Record<LaunchTargetId, LaunchTarget> = {
  stargaze: {
    id: 'stargaze',
    label: 'Stargaze',
    launchpad: 'Stargaze Studio',
    chain: 'Stargaze (Cosmos)',
    layout:
      'images/1.png ... N.png and metadata/1.json ... N.json as Stargaze Studio takes them, plus the cover (cover.png), rarity.csv and traitforge.json.',
    zipSuffix: 'stargaze',
    maxDescriptionLength: 512,
    maxTokens: 10_000,
    maxRoyaltyPercent: 10,
    // The vending minter's own check, check_dynamic_per_address_limit in public-awesome/launchpad
    // contracts/minters/vending-minter/src/validation.rs (called at instantiate and on
    // UpdatePerAddressLimit, contracts/minters/vending-minter/src/contract.rs): at most the factory's
    // max_per_address_limit (50 on mainnet, the cap Stargaze Studio's pages/collections/create.tsx
    // holds to); under 100 tokens at most 3; from 100 tokens at most 3 % of them, rounded up
    // (get_three_percent_of_tokens, checked_mul_ceil). Studio also refuses a limit over the token count.
    maxPerAddress: 50,
    perAddressPercent: 3,
    perAddressFrom: 100,
    perAddressBelowFrom: 3,
    unrecognisedTypes: ['webp', 'webm'],
    coverWanted: 'Stargaze Studio asks for one when the collection is made',
  },
  erc721: {
    id: 'erc721',
    label: 'ERC-721 / OpenSea',
    launchpad: 'ERC-721 / OpenSea',
    chain: 'Ethereum and EVM chains',
    layout:
      'images/1.png ... N.png, json/1.json ... N.json and json/_metadata.json (every token in one list) as HashLips writes them, plus the cover (cover.png), rarity.csv and traitforge.json.',
    zipSuffix: 'erc721',
    maxDescriptionLength: 1000,
    maxTokens: 10_000,
    maxRoyaltyPercent: 10,
    maxPerAddress: 50,
    unrecognisedTypes: [],
    coverWanted: "OpenSea's collection page asks for a logo image",
  },
  metaplex: {
    id: 'metaplex',
    label: 'Solana Metaplex',
    launchpad: 'Solana Metaplex',
    chain: 'Solana',
    layout:
      'assets/0.png, 0.json ... N-1 and assets/collection.png (the cover, or token 1), collection.json as Metaplex Sugar uploads them (token n is file n-1), plus rarity.csv and traitforge.json.',
    zipSuffix: 'metaplex',
    // Token Metadata stores a name of at most 32 bytes.
    maxNameLength: 32,
    maxDescriptionLength: 1000,
    maxTokens: 10_000,
    maxRoyaltyPercent: 10,
    maxPerAddress: 50,
    unrecognisedTypes: [],
    coverWanted: "the collection NFT's image (assets/collection.png) is token 1's",
  },
};

export const LAUNCH_TARGET_IDS = Object.keys(LAUNCH_TARGETS) as LaunchTargetId[];

/** The largest mint limit per address the launchpad takes for `tokens` tokens, and why when it is below the cap. */
export function perAddressMost(target: LaunchTarget, tokens: number): { most: number; why: string } {
  const { maxPerAddress, perAddressPercent, perAddressFrom, perAddressBelowFrom } = target;
  const rules: Array<{ most: number; why: string }> = [{ most: maxPerAddress, why: '' }];
  if (perAddressFrom !== undefined && tokens < perAddressFrom && perAddressBelowFrom !== undefined)
    rules.push({
      most: perAddressBelowFrom,
      why: `at most ${perAddressBelowFrom} for a collection of fewer than ${perAddressFrom} tokens`,
    });
  if (perAddressFrom !== undefined && tokens >= perAddressFrom && perAddressPercent !== undefined)
    rules.push({ most: Math.ceil((tokens * perAddressPercent) / 100), why: `${perAddressPercent} % of ${tokens} tokens` });
  if (tokens >= 1) rules.push({ most: tokens, why: `the collection has ${tokens === 1 ? '1 token' : `${tokens} tokens`}` });
  return rules.reduce((a, b) => (b.most < a.most ? b : a));
}
