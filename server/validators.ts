// Route inputs, declared with @hono/zod-validator (typed for `c.req.valid` and Hono's client): JSON
// bodies, queries, path parameters and the text fields of small forms. What the validator does not do
// keeps our answers: 415 for another content type, the depth bound before parsing, 'Malformed JSON
// body', control characters refused first (contract/text.ts), and one issue as the 400 message.
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { badRequest } from './http-error.ts';
import { plainText } from './contract/text.ts';
import { describeIssue, formBody, readJsonBody } from './request-body.ts';

type Describe = (error: z.ZodError) => string;

const refuse =
  (message: Describe) =>
  (result: { success: true } | { success: false; error: unknown }): void => {
    // The validator's error type is its own view of zod's; the object is zod's ZodError.
    if (!result.success) throw badRequest(message(result.error as z.ZodError));
  };

/** `schema` behind the control-character check, typed as `schema` so routes and clients see its shape. */
const checked = <S extends z.ZodType>(schema: S) => plainText(schema) as unknown as S;

/** Runs `read` (which throws our own refusals) before the validator, keeping the validator's types. */
const after = <M extends MiddlewareHandler>(read: (c: Context) => Promise<unknown>, validate: M): M =>
  (async (c: Context, next: () => Promise<void>) => {
    await read(c);
    return validate(c, next);
  }) as M;

export const validJson = <S extends z.ZodType>(schema: S, message: Describe = describeIssue) =>
  after(readJsonBody, zValidator('json', checked(schema), refuse(message)));

export const validQuery = <S extends z.ZodType>(schema: S, message: Describe = describeIssue) =>
  zValidator('query', checked(schema), refuse(message));

export const validParams = <S extends z.ZodType>(schema: S) => zValidator('param', checked(schema), refuse(describeIssue));

/**
 * The text fields of a multipart form (files stay in `c.req.formData()`): a field that is absent or a
 * file reads as `missing[field]` (undefined unless given), a repeated field as its first value.
 */
export function validForm<S extends z.ZodObject>(schema: S, missing: Record<string, string> = {}, message: Describe = describeIssue) {
  const texts = z.preprocess((form) => {
    const raw = (form ?? {}) as Record<string, unknown>;
    const first = (v: unknown) => (Array.isArray(v) ? (v as unknown[])[0] : v);
    return Object.fromEntries(
      Object.keys(schema.shape).map((key) => {
        const value = first(raw[key]);
        return [key, typeof value === 'string' ? value : missing[key]];
      }),
    );
  }, schema);
  return after(formBody, zValidator('form', checked(texts) as unknown as S, refuse(message)));
}
