// The records of a STORE zip (local headers, central directory, end records) with ZIP64 where an
// offset, the directory or the entry count passes the classic limits: a full set at 1000 px is several
// GB, and 10 000 images plus their metadata are over 20 000 entries with the extras. Shared by the zip
// assembled as a Blob of parts and the zip written straight into a file.
const UTF8_NAMES = 0x0800;
const ZIP64_VERSION = 45;
const textEncoder = new TextEncoder();

export interface ZipLimits {
  /** Offsets and sizes from here on need ZIP64 (4 GB; lowered only by tests). */
  bytes: number;
  /** Entry counts from here on need ZIP64. */
  entries: number;
}

export const CLASSIC_LIMITS: ZipLimits = { bytes: 0xffffffff, entries: 0xffff };

/** Every entry's time: the same files give the same zip bytes, whenever they are zipped (the DOS epoch). */
export const FIXED_ZIP_DATE = new Date(1980, 0, 1);

/** One entry as the records describe it: where its local header starts, and what follows it. */
export interface ZipEntryPlace {
  name: string;
  crc: number;
  size: number;
  offset: number;
}

function record(size: number, signature: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  fill(view);
  return bytes;
}

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((Math.max(1980, date.getFullYear()) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export function zipRecords(date: Date, limits: ZipLimits) {
  const { time, day } = dosDateTime(date);
  const common = (view: DataView, at: number, entry: ZipEntryPlace, nameLength: number) => {
    view.setUint16(at, entry.offset >= limits.bytes ? ZIP64_VERSION : 10, true);
    view.setUint16(at + 2, UTF8_NAMES, true);
    view.setUint16(at + 6, time, true);
    view.setUint16(at + 8, day, true);
    view.setUint32(at + 10, entry.crc, true);
    view.setUint32(at + 14, entry.size, true);
    view.setUint32(at + 18, entry.size, true);
    view.setUint16(at + 22, nameLength, true);
  };
  return {
    local(entry: ZipEntryPlace): Uint8Array<ArrayBuffer> {
      if (entry.size >= limits.bytes) throw new Error(`${entry.name} is too large for a zip entry`);
      const name = textEncoder.encode(entry.name);
      const local = record(30 + name.length, 0x04034b50, (view) => common(view, 4, entry, name.length));
      local.set(name, 30);
      return local;
    },

    central(entry: ZipEntryPlace): Uint8Array<ArrayBuffer> {
      const name = textEncoder.encode(entry.name);
      const far = entry.offset >= limits.bytes;
      const extra = far ? 12 : 0;
      const directory = record(46 + name.length + extra, 0x02014b50, (view) => {
        view.setUint16(4, ZIP64_VERSION, true);
        common(view, 6, entry, name.length);
        view.setUint16(30, extra, true);
        view.setUint32(42, far ? 0xffffffff : entry.offset, true);
        if (!far) return;
        // The ZIP64 extra holds only the fields set to 0xffffffff: here the local header's offset.
        view.setUint16(46 + name.length, 0x0001, true);
        view.setUint16(48 + name.length, 8, true);
        view.setBigUint64(50 + name.length, BigInt(entry.offset), true);
      });
      directory.set(name, 46);
      return directory;
    },

    end(count: number, directorySize: number, directoryOffset: number): Uint8Array<ArrayBuffer>[] {
      const manyEntries = count >= limits.entries;
      const farDirectory = directoryOffset >= limits.bytes || directorySize >= limits.bytes;
      const end = record(22, 0x06054b50, (view) => {
        view.setUint16(8, manyEntries ? 0xffff : count, true);
        view.setUint16(10, manyEntries ? 0xffff : count, true);
        view.setUint32(12, farDirectory ? 0xffffffff : directorySize, true);
        view.setUint32(16, farDirectory ? 0xffffffff : directoryOffset, true);
      });
      if (!manyEntries && !farDirectory) return [end];
      const zip64End = record(56, 0x06064b50, (view) => {
        view.setBigUint64(4, 44n, true);
        view.setUint16(12, ZIP64_VERSION, true);
        view.setUint16(14, ZIP64_VERSION, true);
        view.setBigUint64(24, BigInt(count), true);
        view.setBigUint64(32, BigInt(count), true);
        view.setBigUint64(40, BigInt(directorySize), true);
        view.setBigUint64(48, BigInt(directoryOffset), true);
      });
      const locator = record(20, 0x07064b50, (view) => {
        view.setBigUint64(8, BigInt(directoryOffset + directorySize), true);
        view.setUint32(16, 1, true);
      });
      return [zip64End, locator, end];
    },
  };
}
