// The export as one zip, built in a worker: the target's layout (core/export/targets/) with the images
// from the result packs and provenance.json, checked with the target's rules before it leaves. Written as one file where the
// origin's storage allows (export-zip-file.ts), else assembled as a Blob of the packs' slices, whose
// images are never read when their CRC-32 is known.
import { resultsDirectory } from '../composite/result-files.ts';
import { resultSlice } from '../../core/compose/result-slice.ts';
import { crc32 } from '../../core/zip/crc32.ts';
import type { PlacedImage, ExportZip, ExportZipRequest } from '../../core/export/export-types.ts';
import { writeExportZipFile, type TextFile } from './export-zip-file.ts';
import { zipBlob, type BlobZipEntry } from '../../core/export/zip64-blob.ts';
import { mapLimited } from '../../shared/map-limited.ts';
import { targetLayout, tokenImagePath } from '../../core/export/targets/target-layout.ts';
import { targetOf } from '../../core/export/targets/registry.ts';
import { layoutFiles, setPreflight, type PreflightRefusal } from '../../core/export/targets/preflight.ts';
import { provenanceText } from '../../core/export/provenance.ts';
import { storedImageHashes } from './stored-image-hashes.ts';
import { PROVENANCE_JSON } from '../../core/export/export-layout.ts';

/** How long the zip's URL lives: the page starts the download as soon as it has it. */
const ZIP_URL_TTL_MS = 60_000;

/** Reads in flight when a CRC has to be computed: enough to hide the round trips, few enough to bound memory. */
const READS_IN_FLIGHT = 4;
const encoder = new TextEncoder();

async function blobZip(dir: FileSystemDirectoryHandle, images: readonly PlacedImage[], texts: readonly TextFile[]): Promise<Blob> {
  const packs = new Map<string, Promise<File>>();
  const stored = await mapLimited(images, READS_IN_FLIGHT, async (image): Promise<BlobZipEntry> => {
    const data = await resultSlice(dir, packs, image);
    const crc = image.crc ?? crc32(new Uint8Array(await data.arrayBuffer()));
    return { name: image.path, data, crc };
  });
  const rest = texts.map((text) => ({ name: text.name, data: new Blob([text.bytes]), crc: crc32(text.bytes) }));
  return zipBlob([...stored, ...rest]);
}

export async function exportZip(request: ExportZipRequest): Promise<ExportZip | PreflightRefusal> {
  const layout = targetLayout(
    request,
    request.images.map((image) => image.n),
  );
  const { problems: preflight } = setPreflight(request, layout);
  if (preflight.length && !request.anyway) return { refused: preflight };
  const dir = await resultsDirectory(request.resultsDir);
  const stored = new Map(request.images.map((image) => [image.n, image]));
  const images = layout.images.map(({ n, path, animation }): PlacedImage => {
    const image = stored.get(n)!;
    // A token's GIF and video are in the same pack as its PNG.
    if (!animation) return { ...image, path };
    const file = animation === 'gif' ? image.animation : image.video;
    if (!file) throw new Error(`The animation of token ${n} (${animation}) is not stored`);
    return { n, pack: image.pack, offset: file.offset, size: file.size, crc: file.crc, path };
  });
  const check = targetOf(request).check(layoutFiles(layout));
  const hashes = await storedImageHashes(dir, request.images);
  const byNumber = request.images.map((image, i) => [image.n, hashes[i]!] as const).sort((a, b) => a[0] - b[0]);
  const provenance = await provenanceText(
    byNumber.map(([, hash]) => hash),
    tokenImagePath(layout),
    preflight,
  );
  const texts: TextFile[] = [
    ...[...layout.texts, { path: PROVENANCE_JSON, text: provenance }].map((file) => ({
      name: file.path,
      bytes: encoder.encode(file.text),
    })),
    // The cover goes as given, after the texts: the zip writers take any bytes here.
    ...layout.given.map((file) => ({ name: file.path, bytes: file.bytes })),
  ];
  const written = await writeExportZipFile(dir, images, texts).catch((error: unknown) => {
    console.warn('Writing the zip file failed; assembling it in memory instead', error);
    return null;
  });
  const zip = written ?? (await blobZip(dir, images, texts));
  const zipUrl = URL.createObjectURL(zip);
  setTimeout(() => URL.revokeObjectURL(zipUrl), ZIP_URL_TTL_MS);
  return { zipUrl, ...check, exportedAnyway: preflight };
}
