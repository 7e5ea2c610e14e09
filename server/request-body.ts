// Reading request bodies by hand where a route streams or reads lazily (uploads, tickets): the content
// type must match, and every field is validated by a contract schema. Routes otherwise declare their
// inputs with server/validators.ts, which shares the messages made here.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, unsupported } from './http-error.ts';
import { plainText } from './contract/text.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** The first issue, prefixed with its field: the message of every refused input. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/** The first issue's own message, without the field path: for texts the specification gives as they are. */
export const exactIssue = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid request';

/** Every request input passes here: control characters are refused before the schema runs. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = plainText(schema).safeParse(input);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** A JSON text checked for depth, then parsed: a body, or the form field `field` holding JSON. */
export function parseJsonText(text: string, field?: string): unknown {
  const what = field ? `The field ${field}` : 'JSON body';
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(`${what} nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(field ? `${what} is not valid JSON` : 'Malformed JSON body');
  }
}

/** A form field holding JSON, validated as `{ [field]: value }` so a message names the field. */
export function jsonText<S extends z.ZodType>(text: string, schema: S, field: string): z.infer<S> {
  return parseWith(schema, { [field]: parseJsonText(text, field) });
}

/** A JSON body's text, read once (Hono caches it for the validator); its type, depth and syntax checked. */
export async function readJsonBody(c: Context): Promise<void> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw unsupported('Expected a JSON body');
  parseJsonText(await c.req.text());
}

/** Multipart form: fields as strings, files as File lists under their field name (cached by Hono). */
export async function formBody(c: Context): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw unsupported('Expected a multipart form');
  try {
    return await c.req.formData();
  } catch {
    throw badRequest('Malformed multipart body');
  }
}
