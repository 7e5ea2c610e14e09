import { describe, expect, it } from 'vitest';
import type { ResultLocation } from '@core/protocol';
import { ResultUrls, type UrlMaker } from './result-urls';

const at = (offset: number, pack = '1.bin'): ResultLocation => ({ pack, offset, size: 10 });

/** A worker stand-in: URLs named by location and a count, null for pack 'gone.bin'. */
function fakeMaker() {
  const calls: ResultLocation[][] = [];
  const live = new Set<string>();
  let made = 0;
  let forgotten = 0;
  const maker: UrlMaker = {
    urls: async (locations) => {
      calls.push(locations);
      return locations.map((where) => {
        if (where.pack === 'gone.bin') return null;
        const url = `blob:${where.pack}:${where.offset}#${++made}`;
        live.add(url);
        return url;
      });
    },
    revoke: (urls) => urls.forEach((url) => live.delete(url)),
    forget: () => void forgotten++,
  };
  return { maker, calls, live, forgotten: () => forgotten };
}

/** Lets the queued asks, answers and revocations run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('ResultUrls', () => {
  it('asks once for the cards that mount together and shares a URL between holders of one image', async () => {
    const { maker, calls } = fakeMaker();
    const urls = new ResultUrls(maker, 10);
    const held = [urls.hold(at(0)), urls.hold(at(10)), urls.hold(at(0))];
    const made = await Promise.all(held.map((h) => h.url));
    expect(calls).toEqual([[at(0), at(10)]]);
    expect(made[0]).toBe(made[2]);
    expect(made[1]).not.toBe(made[0]);
  });

  it('keeps the URLs of cards that left up to its limit, hands them back, and revokes the oldest beyond it', async () => {
    const { maker, calls, live } = fakeMaker();
    const urls = new ResultUrls(maker, 2);
    const held = [0, 10, 20].map((offset) => urls.hold(at(offset)));
    const [first, second, third] = await Promise.all(held.map((h) => h.url));
    held.forEach((h) => h.release());
    await settle();
    // Three let go, two kept: the first one let go is revoked.
    expect([...live].sort()).toEqual([second, third].sort());
    // A card coming back gets its kept URL without asking the worker.
    const back = urls.hold(at(10));
    expect(await back.url).toBe(second);
    expect(calls).toHaveLength(1);
    // The revoked one is made anew.
    const again = urls.hold(at(0));
    expect(await again.url).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('never revokes a URL a card still holds, and releasing twice counts once', async () => {
    const { maker, live } = fakeMaker();
    const urls = new ResultUrls(maker, 0);
    const a = urls.hold(at(0));
    const b = urls.hold(at(0));
    const url = (await a.url)!;
    a.release();
    a.release();
    await settle();
    expect(live.has(url)).toBe(true);
    b.release();
    await settle();
    expect(live.has(url)).toBe(false);
  });

  it('revokes a URL whose card left before the answer came', async () => {
    const { maker, live } = fakeMaker();
    const urls = new ResultUrls(maker, 0);
    const held = urls.hold(at(0));
    held.release();
    expect(await held.url).toMatch(/^blob:/);
    await settle();
    expect(live.size).toBe(0);
  });

  it('answers null for an image that is not stored', async () => {
    const { maker } = fakeMaker();
    const urls = new ResultUrls(maker, 10);
    expect(await urls.hold(at(0, 'gone.bin')).url).toBeNull();
  });

  it('answers null when the worker cannot be reached', async () => {
    const { maker } = fakeMaker();
    const urls = new ResultUrls(
      {
        ...maker,
        urls: () => {
          throw new Error('no worker');
        },
      },
      10,
    );
    expect(await urls.hold(at(0)).url).toBeNull();
  });

  it('after forget (a new run), hands out nothing made before and frees the old URLs as their cards leave', async () => {
    const { maker, live, forgotten } = fakeMaker();
    const urls = new ResultUrls(maker, 10);
    const kept = urls.hold(at(0));
    const shown = urls.hold(at(10));
    const old = await Promise.all([kept.url, shown.url]);
    kept.release();
    urls.forget();
    expect(forgotten()).toBe(1);
    await settle();
    // The kept one goes at once; the one still shown when its card leaves.
    expect([...live]).toEqual([old[1]]);
    const fresh = urls.hold(at(10));
    expect(await fresh.url).not.toBe(old[1]);
    shown.release();
    await settle();
    expect(live.has(old[1]!)).toBe(false);
    expect(live.size).toBe(1);
  });
});
