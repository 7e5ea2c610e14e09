// The Stargaze export as one zip, built in a worker: images/1..N.png as slices of the result packs
// (never read when their CRC-32 is known), metadata/1..N.json, rarity.csv and traitforge.json, checked
// with Stargaze Studio's rules before the Blob leaves.
import { resultsDirectory } from '../composite/result-files.ts';
import { resultSlice } from '../composite/result-slice.ts';
import { crc32 } from '../zip/crc32.ts';
import { metadataText, rarityText, settingsText } from './stargaze-files.ts';
import type { StargazeExport, StargazeZipRequest } from './stargaze-types.ts';
import {
  RARITY_CSV,
  SETTINGS_JSON,
  stargazeImageName,
  stargazeImagePath,
  stargazeMetadataName,
  stargazeMetadataPath,
} from './stargaze-layout.ts';
import { validateStargaze } from './validate-stargaze.ts';
import { zipBlob, type BlobZipEntry } from './zip64-blob.ts';

/** How long the zip's URL lives: the page starts the download as soon as it has it. */
const ZIP_URL_TTL_MS = 60_000;

/** Reads in flight when a CRC has to be computed: enough to hide the round trips, few enough to bound memory. */
const READS_IN_FLIGHT = 4;
const encoder = new TextEncoder();

function textEntry(name: string, text: string): BlobZipEntry {
  const bytes = encoder.encode(text);
  return { name, data: new Blob([bytes]), crc: crc32(bytes) };
}

export async function stargazeZip(request: StargazeZipRequest): Promise<StargazeExport> {
  const dir = await resultsDirectory(request.resultsDir);
  const packs = new Map<string, Promise<File>>();
  const images: BlobZipEntry[] = new Array(request.images.length);
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < request.images.length; i = next++) {
      const image = request.images[i]!;
      const data = await resultSlice(dir, packs, image);
      const crc = image.crc ?? crc32(new Uint8Array(await data.arrayBuffer()));
      images[i] = { name: stargazeImagePath(image.n), data, crc };
    }
  };
  await Promise.all(Array.from({ length: READS_IN_FLIGHT }, reader));
  const numbers = request.images.map((image) => image.n);
  const texts = numbers.map((n) => ({ name: stargazeMetadataName(n), text: metadataText(request, n) }));
  const metadata = texts.map((file, i) => textEntry(stargazeMetadataPath(numbers[i]!), file.text));
  const problems = validateStargaze(numbers.map(stargazeImageName), texts);
  const zip = zipBlob([
    ...images,
    ...metadata,
    textEntry(RARITY_CSV, rarityText(request)),
    textEntry(SETTINGS_JSON, settingsText(request)),
  ]);
  const zipUrl = URL.createObjectURL(zip);
  setTimeout(() => URL.revokeObjectURL(zipUrl), ZIP_URL_TTL_MS);
  return { zipUrl, images: images.length, metadata: metadata.length, problems };
}
