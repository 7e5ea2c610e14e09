// What the Stargaze export writes and where: the layout Stargaze Studio's upload step takes as it is.
export const STARGAZE_IMAGES_DIR = 'images';
export const STARGAZE_METADATA_DIR = 'metadata';
export const RARITY_CSV = 'rarity.csv';
export const SETTINGS_JSON = 'traitforge.json';
export const PROVENANCE_JSON = 'provenance.json';

export const stargazeImageName = (n: number) => `${n}.png`;
/**
 * `n.json` as Stargaze Studio's folder upload takes it, or bare `n`: the minter reads token n at
 * `<base>/<n>`, so metadata uploaded by the artist must be named without the extension (Studio's check of
 * a base URI also accepts `<base>/<n>.json`, and tokens minted from such a folder point nowhere).
 */
export const stargazeMetadataName = (n: number, bare = false) => (bare ? `${n}` : `${n}.json`);
export const stargazeImagePath = (n: number) => `${STARGAZE_IMAGES_DIR}/${stargazeImageName(n)}`;
export const stargazeMetadataPath = (n: number, bare = false) => `${STARGAZE_METADATA_DIR}/${stargazeMetadataName(n, bare)}`;
