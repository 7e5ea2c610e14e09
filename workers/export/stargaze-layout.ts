// What the Stargaze export writes and where: the layout Stargaze Studio's upload step takes as it is.
export const STARGAZE_IMAGES_DIR = 'images';
export const STARGAZE_METADATA_DIR = 'metadata';
export const RARITY_CSV = 'rarity.csv';
export const SETTINGS_JSON = 'traitforge.json';

export const stargazeImageName = (n: number) => `${n}.png`;
export const stargazeMetadataName = (n: number) => `${n}.json`;
export const stargazeImagePath = (n: number) => `${STARGAZE_IMAGES_DIR}/${stargazeImageName(n)}`;
export const stargazeMetadataPath = (n: number) => `${STARGAZE_METADATA_DIR}/${stargazeMetadataName(n)}`;
export const stargazeZipName = (collection: string) => `${collection.trim() || 'collection'}_stargaze.zip`;
