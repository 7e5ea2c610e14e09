// Caps a streamed request body without buffering it: a declared length over the cap is refused at
// once, and a chunked body is cut off (413) the moment its bytes pass the cap.
import type { MiddlewareHandler } from 'hono';
import { tooLarge } from '../http-error.ts';

export function streamLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
    const body = c.req.raw.body;
    if (body) {
      let seen = 0;
      const limited = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            seen += chunk.length;
            if (seen > maxBytes) controller.error(tooLarge());
            else controller.enqueue(chunk);
          },
        }),
      );
      c.req.raw = new Request(c.req.raw, { body: limited, duplex: 'half' } as RequestInit);
    }
    await next();
  };
}
