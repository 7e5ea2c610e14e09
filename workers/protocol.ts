// The thread contract between the SPA (src/engine) and the image-engine workers. Types only.

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export interface ZipOptions {
  /** 0 stores (right for PNGs, which DEFLATE barely shrinks); 1-9 deflates at that level. */
  level: number;
}

export interface EngineApi {
  /** Packs the entries, in order, into one zip archive. */
  zip(entries: ZipEntry[], options: ZipOptions): Promise<Uint8Array>;
}
