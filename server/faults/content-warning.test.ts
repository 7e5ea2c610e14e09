// `npm start` (server/index.ts) prints one clear warning line while placeholder content is in use, and
// none once the content file configures partners, tutorial videos and winners.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { kill, startServer } from './fault-server.ts';

let dir: string;
beforeAll(async () => void (dir = await mkdtemp(join(tmpdir(), 'tf-content-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

const warnings = (output: string[]) =>
  output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('Warning: placeholder content in use'));

it('warns once with placeholders, not at all when everything is configured', { timeout: 180_000 }, async () => {
  const placeholders = await startServer(join(dir, 'a'), { CONTENT_FILE: join(dir, 'absent.json'), LOG_LEVEL: 'info' });
  await kill(placeholders);
  expect(warnings(placeholders.output)).toEqual([
    'Warning: placeholder content in use: partner contract addresses (PARTNER_COLLECTIONS), tutorial video ids (TUTORIAL_VIDEOS), ' +
      'Christmas winners (XMAS_WINNERS). Set them in the content file (CONTENT_FILE, default content.json); see docs/content.md.',
  ]);

  const file = join(dir, 'content.json');
  await writeFile(
    file,
    JSON.stringify({
      PARTNER_COLLECTIONS: {
        batKids: 'stars1a',
        badMorning: 'stars1b',
        lazySloth: 'stars1c',
        smokersClub: 'stars1d',
        joinRevolution: 'stars1e',
      },
      TUTORIAL_VIDEOS: { collections: 'aaaaaaaaaaa', files: 'bbbbbbbbbbb', traits: 'ccccccccccc' },
      XMAS_WINNERS: [],
    }),
  );
  const configured = await startServer(join(dir, 'b'), { CONTENT_FILE: file, LOG_LEVEL: 'info', PARTNER_COLLECTIONS: '' });
  const content = await (await fetch(`${configured.base}/api/content`)).json();
  await kill(configured);
  expect(warnings(configured.output)).toEqual([]);
  expect(content).toEqual({
    partnersConfigured: true,
    tutorialVideos: { collections: 'aaaaaaaaaaa', files: 'bbbbbbbbbbb', traits: 'ccccccccccc' },
    xmasWinners: [],
  });
});
