import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './app.ts';
import type { AppEnv } from './deps.ts';
import { validJson, validQuery } from './validators.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let app: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  app = new Hono<AppEnv>();
  app.post('/echo', validJson(z.object({ name: z.string().max(5) })), (c) => c.json(c.req.valid('json')));
  app.get('/page', validQuery(z.object({ page: z.coerce.number().int().min(1) })), (c) => c.json(c.req.valid('query')));
  app.onError(errorHandler(t.deps));
});
afterAll(() => t.close());

const post = (body: string, type = 'application/json') => app.request('/echo', { method: 'POST', headers: { 'content-type': type }, body });

describe('JSON bodies', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'Malformed JSON body' });
    expect(text).not.toMatch(/\.ts:\d+/);
  });

  it('names the invalid field', async () => {
    const res = await post('{"name": "toolong"}');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^name: /);
  });

  it('refuses a text/plain body with 415', async () => {
    const res = await post('{"name":"a"}', 'text/plain');
    expect(res.status).toBe(415);
  });

  it(`refuses a body nested more than ${MAX_JSON_DEPTH} levels before parsing it`, async () => {
    const res = await post(`{"name":"a","x":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(`JSON body nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  });

  it(`passes ${MAX_JSON_DEPTH} levels, and brackets inside strings (escaped quotes too) do not count`, async () => {
    const deepest = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    // A quote and a backslash inside the string: both escaped in the JSON text.
    const brackets = JSON.stringify(`"\\${'{['.repeat(50)}`);
    expect(await (await post(`{"name":"ok","x":${deepest},"y":${brackets}}`)).json()).toEqual({ name: 'ok' });
  });

  it('refuses a control character anywhere in the body before the schema runs', async () => {
    const res = await post('{"name":"a\\u0000"}');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('name must not contain control characters (such as NUL)');
  });

  it('passes a valid body through', async () => {
    expect(await (await post('{"name":"ok"}')).json()).toEqual({ name: 'ok' });
  });
});

describe('queries', () => {
  it('coerces a valid query and names the invalid field', async () => {
    expect(await (await app.request('/page?page=2')).json()).toEqual({ page: 2 });
    const res = await app.request('/page?page=0');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^page: /);
  });
});
