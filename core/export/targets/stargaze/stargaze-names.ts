// Where the Stargaze export writes its metadata: the layout Stargaze Studio's upload step takes as it is.
export const STARGAZE_METADATA_DIR = 'metadata';

/**
 * `n.json` as Stargaze Studio's folder upload takes it, or bare `n`: the minter reads token n at
 * `<base>/<n>`, so metadata uploaded by the artist must be named without the extension (Studio's check of
 * a base URI also accepts `<base>/<n>.json`, and tokens minted from such a folder point nowhere).
 */
export const stargazeMetadataName = (n: number, bare = false) => (bare ? `${n}` : `${n}.json`);
export const stargazeMetadataPath = (n: number, bare = false) => `${STARGAZE_METADATA_DIR}/${stargazeMetadataName(n, bare)}`;
