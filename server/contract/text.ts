// Every text a request carries (JSON, form fields, query strings) is checked here, once, before any
// schema of a route sees it: control characters have no place in names, descriptions or tickets, and
// PostgreSQL refuses NUL outright. Tabs and line breaks stay allowed (descriptions have lines).
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const controlCharacterMessage = (field: string) => `${field || 'Text'} must not contain control characters (such as NUL)`;

function check(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) ctx.addIssue({ code: 'custom', path, message: controlCharacterMessage(path.join('.')) });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, [...path, i], ctx));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      check(key, path, ctx);
      check(item, [...path, key], ctx);
    }
  }
}

/** `schema`, after every string anywhere in the input (keys too) has been checked for control characters. */
export function plainText<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => check(value, [], ctx))
    .pipe(schema);
}
