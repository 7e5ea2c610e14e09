// Object URLs of stored results, made in the result reader worker for the cards on the page: a URL made
// on the page cost its main thread 1 to 2 ms per card (the slice of the pack, the URL's registration, the
// read check), 10 000 of them over a scroll through a run's grid. A worker's object URL loads in the page
// like the page's own (same origin).
import type { ResultLocation } from '../../core/stored-image.ts';

/** A pack as it was opened, and whether it could still be read then. */
interface Snapshot {
  file: File;
  /** A slice of a file that has gone fails only when read: one byte of each snapshot is read, once. */
  readable: Promise<boolean>;
}

export class PackUrls {
  private dir: Promise<FileSystemDirectoryHandle> | null = null;
  private packs = new Map<string, Promise<Snapshot>>();

  constructor(private readonly root: () => Promise<FileSystemDirectoryHandle>) {}

  /** One URL per location, in order; null where the pack or its bytes are missing. */
  urls(resultsDir: string, locations: readonly ResultLocation[]): Promise<Array<string | null>> {
    return Promise.all(locations.map((where) => this.url(resultsDir, where)));
  }

  revoke(urls: readonly string[]): void {
    for (const url of urls) URL.revokeObjectURL(url);
  }

  /** A new run writes new packs under the same names: they are opened again. */
  forget(): void {
    this.dir = null;
    this.packs = new Map();
  }

  private async url(resultsDir: string, where: ResultLocation): Promise<string | null> {
    const end = where.offset + where.size;
    try {
      let pack = await this.pack(resultsDir, where.pack);
      // Bytes past the end of the snapshot were written after it was taken: the pack is opened again, once.
      if (pack.file.size < end) pack = await this.pack(resultsDir, where.pack, true);
      if (pack.file.size < end || !(await pack.readable)) return this.missing(where.pack);
      return URL.createObjectURL(pack.file.slice(where.offset, end, where.type ?? 'image/png'));
    } catch {
      return this.missing(where.pack);
    }
  }

  /** Nothing to show; the pack is opened again for the next card (it may have been written since). */
  private missing(pack: string): null {
    this.packs.delete(pack);
    this.dir = null;
    return null;
  }

  private pack(resultsDir: string, name: string, again = false): Promise<Snapshot> {
    let pack = again ? undefined : this.packs.get(name);
    if (!pack) {
      this.dir ??= this.root().then((root) => root.getDirectoryHandle(resultsDir));
      pack = this.dir.then(async (dir) => {
        const file = await (await dir.getFileHandle(name)).getFile();
        const readable = file
          .slice(0, 1)
          .arrayBuffer()
          .then(
            () => true,
            () => false,
          );
        return { file, readable };
      });
      this.packs.set(name, pack);
    }
    return pack;
  }
}
