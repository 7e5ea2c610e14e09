// Multipart bodies parsed as a stream (busboy): fields and files reach their handlers in the order they
// were sent, one at a time, and a file's bytes flow through its handler without the request ever being
// held whole in memory. Per-request limits are checked while the bytes arrive.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { badRequest, HttpError, tooLarge, unsupported } from '../http-error.ts';

export interface FilePart {
  field: string;
  /** The name the browser sent (unchecked). */
  name: string;
  /** The bytes; `truncated` is true at its end when the part was cut at `maxFileBytes`. */
  stream: Readable & { truncated?: boolean };
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** The answer when more than `maxFiles` files are sent. */
  tooManyFiles: string;
}

export interface MultipartHandlers {
  field(name: string, value: string): void | Promise<void>;
  /** Must read the stream to its end (or throw, which stops the whole request). */
  file(part: FilePart): Promise<void>;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

export function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

export async function readMultipart(c: Context, limits: MultipartLimits, handlers: MultipartHandlers): Promise<void> {
  if (!isMultipart(c)) throw unsupported('Expected a multipart form');
  const body = c.req.raw.body;
  if (!body) throw badRequest('Malformed multipart body');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') },
      // The name as sent: the upload judges path tricks itself instead of silently cutting them off.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw badRequest('Malformed multipart body');
  }
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    // Handlers run one after another; the next file's event only comes once this one's bytes are read.
    let chain = Promise.resolve();
    let current: Readable | null = null;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      const answer = error instanceof Error ? error : badRequest('Malformed multipart body');
      source.unpipe(parser);
      source.destroy();
      // The file being written fails too; the answer waits until its handler has cleaned up.
      current?.destroy(answer);
      void chain.then(() => reject(answer));
    };
    const run = (step: () => void | Promise<void>) => {
      chain = chain.then(() => (failed ? undefined : step())).catch(fail);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge(`The field ${name.slice(0, 50)} is too long`));
      run(() => handlers.field(name, value));
    });
    parser.on('file', (field, stream, info) => {
      if (failed) return void stream.resume();
      run(async () => {
        if (failed) return void stream.resume();
        current = stream;
        // Its reader sees a failure through its own read; an unread part must not crash the process.
        stream.on('error', () => undefined);
        try {
          await handlers.file({ field, name: info.filename ?? '', stream });
        } finally {
          current = null;
        }
      });
    });
    parser.on('filesLimit', () => fail(tooLarge(limits.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(tooLarge('Too many form fields')));
    parser.on('error', () => fail(badRequest('Malformed multipart body')));
    parser.on('close', () => void chain.then(() => (failed ? undefined : resolve())));
    source.on('error', (error) => fail(error instanceof HttpError ? error : badRequest('Malformed multipart body')));
    source.pipe(parser);
  });
}

/** Reads a part nobody asked for to its end, so the parser moves on. */
export async function skipPart(part: FilePart): Promise<void> {
  part.stream.resume();
  await finished(part.stream);
}
