// A multipart upload body produced as it is sent: a PNG header followed by `size` bytes of padding,
// without ever holding the file in memory (for uploads of hundreds of megabytes in tests and benches).
import { pngBytes } from './images.ts';

export const BOUNDARY = 'traitforge-test-boundary';

export function streamedUpload(collectionId: string | number, files: Array<{ name: string; size: number }>): ReadableStream<Uint8Array> {
  const encode = (s: string) => new TextEncoder().encode(s);
  const padding = new Uint8Array(1024 * 1024);
  const png = pngBytes();
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="collectionId"\r\n\r\n${collectionId}\r\n`);
    for (const file of files) {
      yield encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      );
      yield png;
      for (let left = file.size - png.length; left > 0; left -= padding.length)
        yield left >= padding.length ? padding : padding.subarray(0, left);
      yield encode('\r\n');
    }
    yield encode(`--${BOUNDARY}--\r\n`);
  }
  const iterator = parts();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

export interface HeldUpload {
  contentType: string;
  stream: ReadableStream<Uint8Array>;
  /** Whether the body stops before its end until `release()`. */
  holdsBeforeEnd: boolean;
  /** Resolves once the server has read every byte before the hold (at once when it never holds). */
  reachedHold: Promise<void>;
  release(): void;
}

/** An upload of `count` small PNGs whose body stops after `holdAfter` files until released. */
export function heldUpload(collectionId: string | number, count: number, holdAfter: number): HeldUpload {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const reachedHold = new Promise<void>((resolve) => (reached = resolve));
  const holdsBeforeEnd = holdAfter < count;
  if (!holdsBeforeEnd) reached();
  const encode = (s: string) => new TextEncoder().encode(s);
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="collectionId"\r\n\r\n${collectionId}\r\n`);
    for (let i = 0; i < count; i++) {
      if (i === holdAfter) {
        reached();
        await released;
      }
      yield encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${i + 1}.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      yield pngBytes();
      yield encode('\r\n');
    }
    yield encode(`--${BOUNDARY}--\r\n`);
  }
  const iterator = parts();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, stream, holdsBeforeEnd, reachedHold, release };
}
