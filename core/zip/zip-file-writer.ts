// A STORE zip written straight into one file through a sync access handle: each entry's header and
// bytes go to disk as they come, the central directory at the end. The download is then one file
// instead of a Blob of tens of thousands of parts, which the browser was slow to build and to read.
// Every entry's place is fixed before the first byte (the sizes are known), so entries may arrive in
// any order (pack order, for reading) and the same files always give the same zip bytes.
import { FIXED_ZIP_DATE, CLASSIC_LIMITS, zipRecords, type ZipEntryPlace } from './zip-records.ts';

/** What the writer needs of a FileSystemSyncAccessHandle (a fake in the tests). */
export interface SyncFile {
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
}

export interface PlannedEntry {
  name: string;
  size: number;
}

export class ZipFileWriter {
  private readonly places: ZipEntryPlace[] = [];
  private readonly end: number;
  private readonly records;

  /** `entries` in the order the zip lists them; `add` then fills each by its index. */
  constructor(
    private readonly file: SyncFile,
    entries: readonly PlannedEntry[],
    date = FIXED_ZIP_DATE,
    limits = CLASSIC_LIMITS,
  ) {
    this.records = zipRecords(date, limits);
    let offset = 0;
    for (const entry of entries) {
      const place = { ...entry, crc: 0, offset };
      this.places.push(place);
      offset += this.records.local(place).length + entry.size;
    }
    this.end = offset;
    file.truncate(0);
  }

  /** Writes entry `index` (its header and bytes) at its planned place. */
  add(index: number, bytes: Uint8Array, crc: number): void {
    const planned = this.places[index];
    if (!planned || planned.size !== bytes.byteLength) throw new Error(`${planned?.name ?? `entry ${index}`} is not the planned size`);
    planned.crc = crc;
    const local = this.records.local(planned);
    this.file.write(local, { at: planned.offset });
    this.file.write(bytes, { at: planned.offset + local.length });
  }

  /** Writes the directory and the end records; returns the zip's size. */
  finish(): number {
    const directory = this.places.map((place) => this.records.central(place));
    const size = directory.reduce((sum, record) => sum + record.length, 0);
    const joined = new Uint8Array(size);
    directory.reduce((at, record) => (joined.set(record, at), at + record.length), 0);
    let at = this.end;
    for (const record of [joined, ...this.records.end(directory.length, size, this.end)]) at += this.file.write(record, { at });
    this.file.flush();
    return at;
  }
}
