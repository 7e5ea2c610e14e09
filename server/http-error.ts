// Errors a handler throws to answer with a status and a clear JSON message; anything else is a 500.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message = 'Request too large') => new HttpError(413, message);
export const unsupported = (message: string) => new HttpError(415, message);
export const tooMany = (message = 'Too many requests, please try again later') => new HttpError(429, message);
