import { canonicalAddress } from '../auth/canonical-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PARTNERS, applyPartnerOverrides, partnerCollectionsEnv } from '../contract/partners.ts';
import { placeholderWarning } from '../contract/content.ts';
import { readContentFile } from '../content-file.ts';
import { contentOf } from './content.ts';
import { contentResponseSchema } from '../contract/content.ts';
import { partnersResponseSchema } from '../contract/partners.ts';

const ALICE = 'stars1qtpxxwnsk9yesf5f3lvekg2e7hcdtwmphf0azk';
const BOB = 'stars1m4kpat7wy6fv3mkxk6tfwsqcuu9fs50wsp0u6k';
const [BAT_KIDS, , LAZY_SLOTH] = DEFAULT_PARTNERS.map((p) => p.contract);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/fetch.php', () => {
  it('sums holdings x multiplier for the session user and applies loans', async () => {
    t.holdings.set(`${ALICE}|${BAT_KIDS}`, 2);
    t.holdings.set(`${ALICE}|${LAZY_SLOTH}`, 1);
    const now = new Date();
    await t.db.query('INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, 300, $3), ($2, $1, 50, $3)', [
      canonicalAddress(ALICE),
      canonicalAddress(BOB),
      now,
    ]);
    const alice = await t.signIn(ALICE);
    const res = await t.app.request(`/api/fetch.php?stars=${BOB}`, { headers: alice });
    expect(await res.json()).toEqual({
      credits: 2250,
      partnerCredits: 2500,
      ownedCollections: 2,
      holdings: { batKids: 2, badMorning: 0, lazySloth: 1, smokersClub: 0, joinRevolution: 0 },
      holdingsChecked: true,
      partnersConfigured: false,
      lent: 300,
      received: 50,
      lendable: 2200,
      allowances: { files: 2350, collections: 3, renamer: 2350, combiner: 2350, lendable: 2200 },
    });
  });

  it('answers the allowances after loans: lending draws on partner credits, the free 100 stay', async () => {
    const carol = 'stars1pp6jq7hc8w3zusygaf32z4hzm7j658cpc8e3ec';
    t.holdings.set(`${carol}|${LAZY_SLOTH}`, 1);
    await t.db.query('INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, 450, $3)', [
      canonicalAddress(carol),
      canonicalAddress(BOB),
      new Date(),
    ]);
    const body = await (await t.app.request('/api/fetch.php', { headers: await t.signIn(carol) })).json();
    // 500 partner credits - 450 lent + 100 free; lending draws on partner credits only.
    expect(body.allowances).toEqual({ files: 150, collections: 2, renamer: 150, combiner: 150, lendable: 50 });
  });

  it('gives an email user the fixed allowances and nothing to lend', async () => {
    const headers = await t.signIn('email:dana@example.com', 'email');
    const body = await (await t.app.request('/api/fetch.php', { headers })).json();
    expect(body.allowances).toEqual({ files: 100, collections: 1, renamer: 100, combiner: 100, lendable: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request('/api/fetch.php')).status).toBe(401);
  });

  it('counts 0 when the indexer fails, and says the holdings could not be checked', async () => {
    const down = await createTestApp({
      indexer: { countTokens: () => Promise.reject(new Error('down')), floorPrice: async () => 0 },
    });
    const res = await down.app.request('/api/fetch.php', { headers: await down.signIn(ALICE) });
    expect(await res.json()).toMatchObject({
      credits: 0,
      partnerCredits: 0,
      ownedCollections: 0,
      holdingsChecked: false,
      allowances: { files: 100, collections: 1 },
    });
    await down.close();
  });
});

describe('configured content', () => {
  const REAL = { batKids: 'stars1a', badMorning: 'stars1b', lazySloth: 'stars1c', smokersClub: 'stars1d', joinRevolution: 'stars1e' };

  it('says partners, videos and winners are placeholders until the content file sets them', async () => {
    expect(await (await t.app.request('/api/content')).json()).toEqual({
      partnersConfigured: false,
      tutorialVideos: null,
      xmasWinners: null,
    });
    expect(placeholderWarning(contentOf(t.deps))).toBe(
      'Warning: placeholder content in use: partner contract addresses (PARTNER_COLLECTIONS), tutorial video ids (TUTORIAL_VIDEOS), ' +
        'Christmas winners (XMAS_WINNERS). Set them in the content file (CONTENT_FILE, default content.json); see docs/content.md.',
    );
  });

  it('reads the content file and reports everything configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tf-content-'));
    const file = join(dir, 'content.json');
    const winner = { address: 'stars1winner', handle: 'ada', date: '2024-12-24', prize: { partner: 'lazySloth', tokenId: 7 } };
    await writeFile(
      file,
      JSON.stringify({
        PARTNER_COLLECTIONS: REAL,
        TUTORIAL_VIDEOS: { collections: 'aaaaaaaaaaa', files: 'bbbbbbbbbbb', traits: 'ccccccccccc' },
        XMAS_WINNERS: [winner],
      }),
    );
    const content = readContentFile(file);
    const configured = await createTestApp({
      config: {
        ...t.deps.config,
        partners: applyPartnerOverrides(content.PARTNER_COLLECTIONS!),
        content: { tutorialVideos: content.TUTORIAL_VIDEOS, xmasWinners: content.XMAS_WINNERS },
      },
    });
    const body = contentResponseSchema.parse(await (await configured.app.request('/api/content')).json());
    expect(body).toEqual({
      partnersConfigured: true,
      tutorialVideos: { collections: 'aaaaaaaaaaa', files: 'bbbbbbbbbbb', traits: 'ccccccccccc' },
      xmasWinners: [winner],
    });
    expect(placeholderWarning(body)).toBeNull();
    const credits = await configured.app.request('/api/fetch.php', { headers: await configured.signIn(ALICE) });
    expect(await credits.json()).toMatchObject({ partnersConfigured: true, holdingsChecked: true });
    await configured.close();

    await writeFile(file, JSON.stringify({ TUTORIAL_VIDEOS: { collections: 'x' } }));
    expect(() => readContentFile(file)).toThrow(/Invalid content file .*TUTORIAL_VIDEOS/s);
    expect(readContentFile(join(dir, 'absent.json'))).toEqual({});
    await rm(dir, { recursive: true, force: true });
  });
});

describe('partner collections', () => {
  it('serves the partners in force', async () => {
    const body = partnersResponseSchema.parse(await (await t.app.request('/api/partners')).json());
    expect(body.partners.map((p: { title: string; multiplier: number }) => [p.title, p.multiplier])).toEqual([
      ['Bat Kids', 1000],
      ['Bad morning', 500],
      ['Lazy Sloth Club', 500],
      ['The Smokers Club Tribute Collection', 500],
      ['Join revolution!', 100],
    ]);
  });

  it('reads contract addresses from PARTNER_COLLECTIONS', () => {
    const parsed = partnerCollectionsEnv.parse(
      '{"batKids":"stars1real","lazySloth":{"contract":"stars1sloth","link":"https://example.com/s"}}',
    );
    const partners = applyPartnerOverrides(parsed!);
    expect(partners[0]).toMatchObject({ contract: 'stars1real', link: 'https://www.stargaze.zone/m/stars1real/tokens', multiplier: 1000 });
    expect(partners[2]).toMatchObject({ contract: 'stars1sloth', link: 'https://example.com/s' });
    expect(partners[1]).toEqual(DEFAULT_PARTNERS[1]);
    expect(() => partnerCollectionsEnv.parse('{not json')).toThrow();
    expect(() => partnerCollectionsEnv.parse('{"unknown":"stars1x"}')).toThrow();
    expect(partnerCollectionsEnv.parse(undefined)).toBeUndefined();
  });
});
