// The deployment's Pinata account signs upload URLs for signed-in users only, within their hourly
// allowance; its key reaches Pinata alone (never an answer or an error), and Pinata's refusal is named.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { SIGNED_UPLOADS_PER_HOUR, SIGNED_UPLOAD_TTL_S } from '../contract/launch.ts';

const JWT = 'deployment-pinata-jwt-'.padEnd(40, 'k');

/** Pinata's `/v3/files/sign` as its SDK calls it: the bearer key, a JSON body, `{data: <url>}` back. */
let pinata: Server;
let signRequests: { authorization: string; body: Record<string, unknown> }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { data: 'https://uploads.example/v3/files?X-Signature=abc' } };
let t: TestApp;
let seed = 1;
const signedIn = () => t.signIn(toBech32('stars', new Uint8Array(20).fill(seed++)));
const ask = (body: unknown, headers: Record<string, string>) => t.app.request('/api/launch/pinata-upload-url', jsonRequest(body, headers));

beforeAll(async () => {
  pinata = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v3/files/sign')
        signRequests.push({ authorization: String(req.headers.authorization), body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => pinata.listen(0, '127.0.0.1', resolve));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pinata.close(resolve));
});
beforeEach(() => {
  signRequests = [];
  answer = { status: 200, body: { data: 'https://uploads.example/v3/files?X-Signature=abc' } };
  t.deps.config.pinata = { jwt: JWT, uploadUrl: `http://127.0.0.1:${(pinata.address() as AddressInfo).port}/v3` };
});

describe("pinning through the deployment's Pinata account", () => {
  it('says whether the deployment offers it', async () => {
    expect(await (await t.app.request('/api/launch/services')).json()).toEqual({ pinataSignedUploads: true });
    t.deps.config.pinata = undefined;
    expect(await (await t.app.request('/api/launch/services')).json()).toEqual({ pinataSignedUploads: false });
    const refused = await ask({ car: 'images', bytes: 1000 }, await signedIn());
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'This site offers no Pinata account: type your own Pinata key' });
  });

  it("answers a URL Pinata signed for the user's CAR, asked with the deployment's key, which the answer never holds", async () => {
    const res = await ask({ car: 'images', bytes: 123_456 }, await signedIn());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ url: 'https://uploads.example/v3/files?X-Signature=abc', expiresInS: SIGNED_UPLOAD_TTL_S });
    expect(text).not.toContain(JWT);
    expect(signRequests).toEqual([
      {
        authorization: `Bearer ${JWT}`,
        body: {
          date: Math.floor(t.deps.clock.now().getTime() / 1000),
          expires: SIGNED_UPLOAD_TTL_S,
          filename: 'images.car',
          network: 'public',
          max_file_size: 123_456,
        },
      },
    ]);
  });

  it('refuses a visitor who is not signed in, and a request that names no CAR, without asking Pinata', async () => {
    expect((await ask({ car: 'images', bytes: 1000 }, t.anonymous())).status).toBe(401);
    const headers = await signedIn();
    for (const body of [{ car: 'other', bytes: 1000 }, { car: 'images', bytes: 0 }, { car: 'metadata' }]) {
      expect((await ask(body, headers)).status).toBe(400);
    }
    expect(signRequests).toEqual([]);
  });

  it("names Pinata's refusal of the deployment's key and a broken answer, never the key", async () => {
    const headers = await signedIn();
    answer = { status: 401, body: { error: 'Unauthorized' } };
    const refused = await ask({ car: 'images', bytes: 1000 }, headers);
    expect(refused.status).toBe(502);
    const text = await refused.text();
    expect(JSON.parse(text)).toMatchObject({
      error: "Pinata did not sign the upload (this site's Pinata key was refused); try again in a moment",
    });
    expect(text).not.toContain(JWT);
    answer = { status: 200, body: { data: 'not a url' } };
    expect(await (await ask({ car: 'images', bytes: 1000 }, headers)).json()).toMatchObject({
      error: 'Pinata did not sign the upload (no URL in its answer); try again in a moment',
    });
  });

  it('allows each user a number of signed uploads per hour', async () => {
    const headers = await signedIn();
    for (let i = 0; i < SIGNED_UPLOADS_PER_HOUR; i++) expect((await ask({ car: 'metadata', bytes: 10 }, headers)).status).toBe(200);
    const over = await ask({ car: 'metadata', bytes: 10 }, headers);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toMatch(/^Too many uploads asked for this hour; try again in \d+ minutes?$/);
    expect((await ask({ car: 'metadata', bytes: 10 }, await signedIn())).status).toBe(200);
  });
});
