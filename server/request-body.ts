// Reading request bodies: the content type must match, and every field is validated by a contract schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, unsupported } from './http-error.ts';
import { plainText } from './contract/text.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/** Every request input passes here: control characters are refused before the schema runs. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = plainText(schema).safeParse(input);
  if (!parsed.success) throw badRequest(describe(parsed.error));
  return parsed.data;
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw unsupported('Expected a JSON body');
  return jsonText(await c.req.text(), schema);
}

/**
 * A JSON text checked for depth, parsed, then validated: a body, or the form field `field` holding JSON
 * (validated as `{ [field]: value }`, so a message names the field).
 */
export function jsonText<S extends z.ZodType>(text: string, schema: S, field?: string): z.infer<S> {
  const what = field ? `The field ${field}` : 'JSON body';
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(`${what} nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(field ? `${what} is not valid JSON` : 'Malformed JSON body');
  }
  return parseWith(schema, field ? { [field]: raw } : raw);
}

/** Multipart form: fields as strings, files as File lists under their field name. */
export async function formBody(c: Context): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw unsupported('Expected a multipart form');
  try {
    return await c.req.formData();
  } catch {
    throw badRequest('Malformed multipart body');
  }
}

export function queryWith<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
