// Where uploaded bytes live. Keys are server-chosen relative paths; the disk implementation is the
// default, and any object store with put/get/delete/list by prefix can stand in (see docs/deploying.md).
import { mkdir, readFile, rename, rm, writeFile, readdir, stat } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface StoredObject {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

export interface ListOptions {
  /** Only objects last written before this time (the sweep leaves uploads in flight alone). */
  modifiedBefore?: Date;
}

export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Writes `body` as it arrives; the object appears whole under `key` or not at all. Resolves to its size. */
  putStream(key: string, body: AsyncIterable<Uint8Array>): Promise<number>;
  get(key: string): Promise<Uint8Array | null>;
  /** The object as a stream (served without holding it in memory), or null when missing. */
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string, options?: ListOptions): Promise<string[]>;
}

/** Counts the bytes that pass, for the size of a streamed object. */
export async function* counted(body: AsyncIterable<Uint8Array>, counter: { bytes: number }): AsyncIterable<Uint8Array> {
  for await (const chunk of body) {
    counter.bytes += chunk.length;
    yield chunk;
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws unless every segment is a plain name: no '..', no separators, no absolute paths. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (!segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..' && !s.includes('..'))) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('Storage key escapes the root');
    return full;
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the real name.
      const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async putStream(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
      const counter = { bytes: 0 };
      const file = createWriteStream(temp);
      try {
        await pipeline(Readable.from(counted(body, counter)), file);
        await rename(temp, target);
      } catch (error) {
        // The pipeline may fail before the file has finished opening, which creates it: removed only once
        // closed, or an empty temp file outlives the refused upload.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(temp, { force: true });
        throw error;
      }
      return counter.bytes;
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { size, stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      // An upload still streaming into the folder may add a file while it is emptied (ENOTEMPTY): retried.
      await rm(pathOf(prefix), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
    async list(prefix, options = {}) {
      const start = prefix ? pathOf(prefix) : base;
      try {
        const entries = await readdir(start, { recursive: true, withFileTypes: true });
        const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
        const before = options.modifiedBefore;
        const kept = before
          ? (await Promise.all(files.map(async (f) => (((await stat(f).catch(() => null))?.mtime ?? before) < before ? f : null)))).filter(
              (f): f is string => f !== null,
            )
          : files;
        return kept.map((f) => relative(base, f).split(sep).join('/'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
