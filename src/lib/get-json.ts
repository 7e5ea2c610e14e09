// Every call whose answer the screens read goes through here: the body is parsed with the contract's
// zod schema, so a response that does not match what the screens expect fails at the edge with the
// spec's 'Invalid server response', not deep in a component. A refusal (4xx, 5xx) stays ky's HTTPError,
// whose JSON `errorMessage` reads.
import type { Options, ResponsePromise } from 'ky';
import type { z } from 'zod';
import { api } from './api-client';

export const INVALID_RESPONSE = 'Invalid server response';

async function parsed<S extends z.ZodType>(request: ResponsePromise, schema: S): Promise<z.infer<S>> {
  const response = await request;
  const body: unknown = await response.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(INVALID_RESPONSE, { cause: result.error });
  return result.data;
}

export function getJson<S extends z.ZodType>(path: string, schema: S, searchParams?: Record<string, string | number>): Promise<z.infer<S>> {
  return parsed(api.get(path, searchParams ? { searchParams } : undefined), schema);
}

/** A state-changing call (`json` or a form `body` in the options); its answer parsed as getJson's. */
export function sendJson<S extends z.ZodType>(method: 'post' | 'delete', path: string, options: Options, schema: S): Promise<z.infer<S>> {
  return parsed(api[method](path, options), schema);
}
