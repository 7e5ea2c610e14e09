import { canonicalAddress } from '../auth/canonical-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { APPLICATIONS_PER_OWNER } from '../contract/limits.ts';
import { applicationsResponseSchema } from '../contract/applications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const submit = (headers: Record<string, string>, fields: Record<string, string>) =>
  t.app.request('/api/submit_application.php', { method: 'POST', headers, body: form(fields) });
const rowsOf = (owner: string) => t.db.query('SELECT name, twitter, status FROM applications WHERE owner = $1', [owner]);

describe('applications', () => {
  it('stores a pending application owned by the session and lists it', async () => {
    const headers = await t.signIn('stars1afafm4n60yfgnc22fjxxgk2faupsyydq0ldcuy');
    const res = await submit(headers, { name: '  Moon Cats ', twitter: '@mooncats', walletAdd: 'stars1other' });
    expect(await res.json()).toMatchObject({ success: true, message: 'Application submitted successfully', status: 'pending' });
    expect(await rowsOf(canonicalAddress('stars1afafm4n60yfgnc22fjxxgk2faupsyydq0ldcuy'))).toEqual([
      { name: 'Moon Cats', twitter: '@mooncats', status: 'pending' },
    ]);

    const mine = applicationsResponseSchema.parse(await (await t.app.request('/api/applications.php', { headers })).json());
    expect(mine.applications).toEqual([
      expect.objectContaining({ name: 'Moon Cats', twitter: '@mooncats', status: 'pending', mine: true }),
    ]);
    const anonymous = applicationsResponseSchema.parse(await (await t.app.request('/api/applications.php')).json());
    expect(anonymous.applications[0]).toMatchObject({ name: 'Moon Cats', mine: false });
    expect(JSON.stringify(anonymous)).not.toContain('stars1afafm4n60yfgnc22fjxxgk2faupsyydq0ldcuy');
  });

  it('refuses a missing project name', async () => {
    const headers = await t.signIn('stars1noname');
    const res = await submit(headers, { name: '   ', twitter: '@x' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Please fill in project name');
    expect(await rowsOf('stars1noname')).toEqual([]);
  });

  it('caps the applications of one owner', async () => {
    const headers = await t.signIn('stars1flooder');
    for (let i = 0; i < APPLICATIONS_PER_OWNER; i++) expect((await submit(headers, { name: `P${i}` })).status).toBe(200);
    expect((await submit(headers, { name: 'one more' })).status).toBe(409);
    expect(await rowsOf('stars1flooder')).toHaveLength(APPLICATIONS_PER_OWNER);
  });

  it('needs a session to apply', async () => {
    expect((await submit(t.anonymous(), { name: 'Ghost' })).status).toBe(401);
  });
});
