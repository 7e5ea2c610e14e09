// The Stargaze chain indexer as the server sees it: how many tokens an owner holds in a collection.
export interface Indexer {
  /** Number of tokens `owner` holds in the collection at `collectionAddr`. */
  countTokens(owner: string, collectionAddr: string): Promise<number>;
  floorPrice(collectionAddr: string): Promise<number>;
}
