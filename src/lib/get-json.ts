// Every GET of server state goes through here: the body is parsed with the contract's zod schema, so a
// response that does not match what the screens expect fails loudly at the edge, not deep in a component.
import type { z } from 'zod';
import { api } from './api-client';

export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  searchParams?: Record<string, string | number>,
): Promise<z.infer<S>> {
  const body: unknown = await api.get(path, searchParams ? { searchParams } : undefined).json();
  return schema.parse(body);
}
