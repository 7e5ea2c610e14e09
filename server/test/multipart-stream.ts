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
