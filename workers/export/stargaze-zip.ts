// The Stargaze export as one zip, built in a worker: images/1..N.png from the result packs,
// metadata/1..N.json, rarity.csv and traitforge.json, checked with Stargaze Studio's rules before it
// leaves. Written as one file where the origin's storage allows (stargaze-zip-file.ts), else assembled
// as a Blob of the packs' slices, whose images are never read when their CRC-32 is known.
import { resultsDirectory } from '../composite/result-files.ts';
import { resultSlice } from '../composite/result-slice.ts';
import { crc32 } from '../zip/crc32.ts';
import { metadataText, rarityText, settingsText } from './stargaze-files.ts';
import { provenanceText } from './provenance.ts';
import { storedImageHashes } from './stored-image-hashes.ts';
import type { StargazeExport, StargazeZipRequest } from './stargaze-types.ts';
import {
  PROVENANCE_JSON,
  RARITY_CSV,
  SETTINGS_JSON,
  stargazeImageName,
  stargazeImagePath,
  stargazeMetadataName,
  stargazeMetadataPath,
} from './stargaze-layout.ts';
import { validateStargaze } from './validate-stargaze.ts';
import { writeStargazeZipFile, type TextFile } from './stargaze-zip-file.ts';
import { zipBlob, type BlobZipEntry } from './zip64-blob.ts';
import { mapLimited } from '../../shared/map-limited.ts';

/** How long the zip's URL lives: the page starts the download as soon as it has it. */
const ZIP_URL_TTL_MS = 60_000;

/** Reads in flight when a CRC has to be computed: enough to hide the round trips, few enough to bound memory. */
const READS_IN_FLIGHT = 4;
const encoder = new TextEncoder();

async function blobZip(dir: FileSystemDirectoryHandle, request: StargazeZipRequest, texts: readonly TextFile[]): Promise<Blob> {
  const packs = new Map<string, Promise<File>>();
  const images = await mapLimited(request.images, READS_IN_FLIGHT, async (image): Promise<BlobZipEntry> => {
    const data = await resultSlice(dir, packs, image);
    const crc = image.crc ?? crc32(new Uint8Array(await data.arrayBuffer()));
    return { name: stargazeImagePath(image.n), data, crc };
  });
  const rest = texts.map((text) => ({ name: text.name, data: new Blob([text.bytes]), crc: crc32(text.bytes) }));
  return zipBlob([...images, ...rest]);
}

export async function stargazeZip(request: StargazeZipRequest): Promise<StargazeExport> {
  const dir = await resultsDirectory(request.resultsDir);
  const numbers = request.images.map((image) => image.n);
  const metadata = numbers.map((n) => ({ name: stargazeMetadataName(n, request.bareMetadataNames), text: metadataText(request, n) }));
  const problems = validateStargaze(numbers.map(stargazeImageName), metadata);
  const hashes = await storedImageHashes(dir, request.images);
  const byNumber = numbers.map((n, i) => [n, hashes[i]!] as const).sort((a, b) => a[0] - b[0]);
  const texts: TextFile[] = [
    ...metadata.map((file, i) => ({
      name: stargazeMetadataPath(numbers[i]!, request.bareMetadataNames),
      bytes: encoder.encode(file.text),
    })),
    { name: RARITY_CSV, bytes: encoder.encode(rarityText(request)) },
    { name: SETTINGS_JSON, bytes: encoder.encode(settingsText(request)) },
    { name: PROVENANCE_JSON, bytes: encoder.encode(await provenanceText(byNumber.map(([, hash]) => hash))) },
  ];
  const written = await writeStargazeZipFile(dir, request.images, stargazeImagePath, texts).catch((error: unknown) => {
    console.warn('Writing the zip file failed; assembling it in memory instead', error);
    return null;
  });
  const zip = written ?? (await blobZip(dir, request, texts));
  const zipUrl = URL.createObjectURL(zip);
  setTimeout(() => URL.revokeObjectURL(zipUrl), ZIP_URL_TTL_MS);
  return { zipUrl, images: request.images.length, metadata: metadata.length, problems };
}
