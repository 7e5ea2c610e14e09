// The launchpad's fixed limits (public-awesome/launchpad v3.16.0), in one place.

/** contracts/collections/sg721-base/src/contract.rs: MAX_DESCRIPTION_LENGTH, checked on `description.len()` (bytes). */
export const MAX_DESCRIPTION_BYTES = 512;
/** contracts/collections/sg721-base/src/contract.rs: MAX_ROYALTY_SHARE_PCT (the limit Stargaze holds royalties to). */
export const MAX_ROYALTY_PERCENT = 10;
/** packages/sg-utils/src/lib.rs: GENESIS_MINT_START_TIME (ns); vending-minter refuses an earlier start. */
export const GENESIS_MINT_START_MS = 1_647_032_400_000;
/** contracts/minters/vending-minter/src/validation.rs: under 100 tokens, at most 3 per address. */
export const SMALL_COLLECTION_TOKENS = 100;
export const SMALL_COLLECTION_PER_ADDRESS = 3;
/** ... and from 100 tokens on, at most 3 % of them (rounded up). */
export const PER_ADDRESS_PERCENT = 3;
