// A STORE zip as a Blob of small headers and the entries' own Blobs (slices of the result packs).
// Nothing of an image is read or copied here; its CRC-32 comes with it. The image batches use it, and
// the Stargaze export where the zip is not written into a file (stargaze-zip-file.ts).
import { CLASSIC_LIMITS, FIXED_ZIP_DATE, zipRecords } from '../zip/zip-records.ts';

export interface BlobZipEntry {
  name: string;
  data: Blob;
  crc: number;
}

export function zipBlob(entries: readonly BlobZipEntry[], date = FIXED_ZIP_DATE, limits = CLASSIC_LIMITS): Blob {
  const records = zipRecords(date, limits);
  const parts: BlobPart[] = [];
  const central: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const entry of entries) {
    const place = { name: entry.name, crc: entry.crc, size: entry.data.size, offset };
    const local = records.local(place);
    central.push(records.central(place));
    parts.push(local, entry.data);
    offset += local.length + place.size;
  }
  const directorySize = central.reduce((sum, r) => sum + r.length, 0);
  return new Blob([...parts, ...central, ...records.end(entries.length, directorySize, offset)], { type: 'application/zip' });
}
