// Where Metaplex Sugar looks for the files of a collection: assets/, and the collection NFT's pair.
export const METAPLEX_DIR = 'assets';
export const METAPLEX_COLLECTION = 'collection';
