// A STORE zip written straight into one file through a sync access handle: each entry's header and
// bytes go to disk as they come, the central directory at the end. The download is then one file
// instead of a Blob of tens of thousands of parts, which the browser was slow to build and to read.
import { CLASSIC_LIMITS, zipRecords, type ZipEntryPlace } from './zip-records.ts';

/** What the writer needs of a FileSystemSyncAccessHandle (a fake in the tests). */
export interface SyncFile {
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
}

export class ZipFileWriter {
  private offset = 0;
  private readonly places: { place: ZipEntryPlace; position: number }[] = [];
  private readonly records;

  constructor(
    private readonly file: SyncFile,
    date = new Date(),
    limits = CLASSIC_LIMITS,
  ) {
    this.records = zipRecords(date, limits);
    file.truncate(0);
  }

  private put(bytes: Uint8Array): void {
    this.offset += this.file.write(bytes, { at: this.offset });
  }

  /** Appends one entry; `position` is its place in the directory (entries may arrive in any order). */
  add(name: string, bytes: Uint8Array, crc: number, position = this.places.length): void {
    const place = { name, crc, size: bytes.byteLength, offset: this.offset };
    this.put(this.records.local(place));
    this.put(bytes);
    this.places.push({ place, position });
  }

  /** Writes the directory in position order and the end records; returns the zip's size. */
  finish(): number {
    const start = this.offset;
    const directory = this.places.sort((a, b) => a.position - b.position).map(({ place }) => this.records.central(place));
    const size = directory.reduce((sum, record) => sum + record.length, 0);
    const joined = new Uint8Array(size);
    directory.reduce((at, record) => (joined.set(record, at), at + record.length), 0);
    this.put(joined);
    for (const record of this.records.end(directory.length, size, start)) this.put(record);
    this.file.flush();
    return this.offset;
  }
}
