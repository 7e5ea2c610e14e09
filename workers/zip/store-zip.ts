// A STORE zip assembled as a Blob of parts: small headers we write plus the entries' own Blobs (slices
// of the result packs), so the image bytes are never copied into the archive, here or on the main thread.
const UTF8_NAMES = 0x0800;
const textEncoder = new TextEncoder();

export interface StoredEntry {
  name: string;
  data: Blob;
  crc: number;
}

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function header(signature: number, size: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  fill(view);
  return bytes;
}

export function storeZip(entries: readonly StoredEntry[], date = new Date()): Blob {
  const { time, day } = dosDateTime(date);
  const parts: BlobPart[] = [];
  const central: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = textEncoder.encode(entry.name);
    const size = entry.data.size;
    if (offset + size > 0xfffffff0) throw new Error('A zip batch passed 4 GB');
    const common = (view: DataView, at: number) => {
      view.setUint16(at, 10, true);
      view.setUint16(at + 2, UTF8_NAMES, true);
      view.setUint16(at + 6, time, true);
      view.setUint16(at + 8, day, true);
      view.setUint32(at + 10, entry.crc, true);
      view.setUint32(at + 14, size, true);
      view.setUint32(at + 18, size, true);
      view.setUint16(at + 22, name.length, true);
    };
    const local = header(0x04034b50, 30 + name.length, (view) => common(view, 4));
    local.set(name, 30);
    const record = header(0x02014b50, 46 + name.length, (view) => {
      view.setUint16(4, 20, true);
      common(view, 6);
      view.setUint32(42, offset, true);
    });
    record.set(name, 46);
    central.push(record);
    parts.push(local, entry.data);
    offset += local.length + size;
  }
  const directorySize = central.reduce((sum, record) => sum + record.length, 0);
  const end = header(0x06054b50, 22, (view) => {
    view.setUint16(8, entries.length, true);
    view.setUint16(10, entries.length, true);
    view.setUint32(12, directorySize, true);
    view.setUint32(16, offset, true);
  });
  return new Blob([...parts, ...central, end], { type: 'application/zip' });
}
