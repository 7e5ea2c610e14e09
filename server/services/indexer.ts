// The Stargaze chain indexer as the server sees it: how many tokens an owner holds in a collection,
// a collection's floor price, and (for clients that list tokens) one page of an owner's tokens.
export interface Indexer {
  /** Number of tokens `owner` holds in the collection at `collectionAddr` (every page counted). */
  countTokens(owner: string, collectionAddr: string): Promise<number>;
  /** Floor price of the collection; 0 when unknown or on any failure. */
  floorPrice(collectionAddr: string): Promise<number>;
}

export interface IndexedToken {
  tokenId: string;
  name: string;
  collection: { name: string };
  owner: { address: string };
}

/** SPEC.md section 3, token-list result: `hasMore` when a full page came back. */
export interface TokenPage {
  tokens: IndexedToken[];
  count: number;
  hasMore: boolean;
  floorPrice: number;
}

export interface TokenIndexer extends Indexer {
  /** One page of `owner`'s tokens; empty (with the floor price) for owners that are not 'stars1'. */
  tokens(owner: string, collectionAddr: string, offset?: number): Promise<TokenPage>;
}
