// Where uploaded bytes live. Keys are server-chosen relative paths; the disk implementation is the
// default, and any object store with put/get/delete/list by prefix can stand in (see docs/deploying.md).
import { mkdir, readFile, rename, rm, writeFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
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
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      const start = prefix ? pathOf(prefix) : base;
      try {
        const entries = await readdir(start, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => relative(base, join(e.parentPath, e.name)).split(sep).join('/'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
