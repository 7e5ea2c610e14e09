// Deeply nested JSON bodies on every endpoint that reads one: a 400 naming the reason, before any
// code walks the value (ten thousand levels overflowed the stack of the control-character check, a
// 500), and nothing stored.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../json-depth.ts';
import { expectRefused, useWorld, type World } from './attack-world.ts';
import { PUBLIC_MUTATIONS, SESSION_ENDPOINTS } from './endpoints.ts';

const world = useWorld();

const nested = (open: string, inner: string, close: string, levels: number) => `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

const PROBES: Record<string, string> = {
  '10 000 nested objects': nested('{"a":', '1', '}', 10_000),
  '200 000 nested arrays (400 KB)': nested('[', '', ']', 200_000),
  // One level past the limit, inside a field the routes read.
  [`${MAX_JSON_DEPTH + 1} levels`]: `{"name":${nested('[', '', ']', MAX_JSON_DEPTH)}}`,
};

/** Every endpoint that reads a JSON body (the others take a form, or ignore their body). */
function jsonEndpoints(w: World) {
  return Object.entries({ ...SESSION_ENDPOINTS, ...PUBLIC_MUTATIONS }).filter(
    ([, e]) => e.method !== 'GET' && !e.bodyIgnored && e.body && !(e.body(w) instanceof FormData),
  );
}

describe('deeply nested JSON bodies', () => {
  it.each(Object.entries(PROBES))('%s: 400 with a message on every JSON endpoint', async (_probe, body) => {
    const w = world();
    const endpoints = jsonEndpoints(w);
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    for (const [, e] of endpoints) {
      const headers = { ...(e.admin ? w.asAdmin : w.asBob), 'content-type': 'application/json' };
      await expectRefused(w, () => w.t.app.request(`/api/${e.path(w)}`, { method: e.method, headers, body }), 400);
    }
  });

  it('names the reason', async () => {
    const w = world();
    const res = await w.t.app.request('/api/add_main_trait.php', {
      method: 'POST',
      headers: { ...w.asBob, 'content-type': 'application/json' },
      body: PROBES['10 000 nested objects'],
    });
    expect(await res.json()).toMatchObject({ success: false, error: `JSON body nested too deeply (more than ${MAX_JSON_DEPTH} levels)` });
  });
});
