// `npm run bench -- curation`: rankMs, both rarity rankings (OpenRarity and statistical) of 10 000
// tokens of 8 layers made in a worker thread, from the post of the rows to the answer; rerollSearchMs,
// one re-roll's search with swaps in that set (one trait locked, 20 rules) in the worker, from the post
// to the answer: the functions the generator's worker runs in the app. rerollMs is the re-roll in the
// built app, from the clicks to the swaps and the new card shown, the median of three (curation-in-app.ts). lookAlikeSeconds: the look-alike guard after a run of
// 10 000 images of 250 px: the prints their compose workers made (look-alike-set.ts) gathered as the
// page does, then grouped in the worker thread, to the answer. lookAlikeDecodeSeconds: the guard after a
// reload, when no prints are kept: every image read from its pack file, hashed, decoded and
// fingerprinted, then the groups found, in the worker thread from the post to the answer
// (workers/curation.worker.ts). composePrintMs: what one image's print and hash add to composing it.
// tableSortMs and tableScrollLongestTaskMs: the token table of a 10 000-token run (token-table-in-app.ts).
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planCollection } from '../core/plan/plan-collection.ts';
import { tokenRows } from '../core/plan/rated-plan.ts';
import type { PlanInput } from '../core/plan/types.ts';
import { report } from './report.ts';
import { rulesFor, skewedWeight } from './planner-scene.ts';
import { rerollInApp } from './curation-in-app.ts';
import { tokenTableInApp } from './token-table-in-app.ts';
import { writeLookAlikeSet } from './look-alike-set.ts';
import { getComposedPrint } from '../core/curation/composed-prints.ts';
import { PRINT_WORDS } from '../core/curation/look-alike-print.ts';
import type { CurationTask } from './workers/curation.worker.ts';
import { DEFAULT_LOOK_ALIKE_THRESHOLD } from '../core/curation/look-alike-print.ts';
import type { LookAlikeGroups } from '../core/curation/look-alike-groups.ts';

const TOKENS = 10_000;
const LAYERS = 8;
const VALUES = 30;
const RULES = 20;

const input: PlanInput = {
  layers: Array.from({ length: LAYERS }, (_, l) => ({
    name: `Layer ${l + 1}`,
    values: Array.from({ length: VALUES }, (_, v) => `Value ${v + 1}`),
    weights: Array.from({ length: VALUES }, (_, v) => skewedWeight(v, VALUES)),
    noneWeight: l % 2 === 1 ? 1 : null,
  })),
  size: TOKENS,
  seed: 'bench-curation',
  order: 'shuffled',
  rules: rulesFor({ layers: LAYERS, valuesPerLayer: VALUES, rules: RULES }),
  oneOfOnes: 0,
};
const plan = planCollection(input);
if (!plan.ok) throw new Error(plan.problems.join(' '));
const rows = tokenRows(plan.tokens, LAYERS, false);

// A worker thread that loads TypeScript as this process does (tsx), then the worker module.
const workerModule = new URL('./workers/curation.worker.ts', import.meta.url).href;
const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); });`, {
  eval: true,
});
const ask = (kind: CurationTask, payload: unknown) =>
  new Promise<unknown>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ kind, payload });
  });
const timed = async (kind: CurationTask, payload: unknown) => {
  const started = performance.now();
  const answer = await ask(kind, payload);
  return { ms: Math.round(performance.now() - started), answer };
};

const rankPayload = { layers: input.layers.map(({ name, values }) => ({ name, values })), rows };
const rerollPayload = (token: number) => ({
  rows,
  sizes: input.layers.map((l) => l.values.length),
  rules: input.rules,
  token,
  locked: [0],
  seed: `bench-${token}`,
});
// One warm-up of each, so the figures are not the JIT's.
await timed('rank', rankPayload);
await timed('reroll', rerollPayload(1));
const rank = await timed('rank', rankPayload);
const rerolls = [];
for (const token of [412, 4242, 9999]) rerolls.push(await timed('reroll', rerollPayload(token)));
const swaps = rerolls.map((r) => (r.answer as { swaps?: unknown[] }).swaps?.length ?? 0);
const rerollSearchMs = Math.max(...rerolls.map((r) => r.ms));

const packDir = mkdtempSync(join(tmpdir(), 'look-alike-'));
const set = await writeLookAlikeSet(join(packDir, 'pack-0.bin'), TOKENS);
const { images } = set;
// A warm-up on the first 500, as for the figures above.
await timed('lookAlike', { images: images.slice(0, 500), threshold: DEFAULT_LOOK_ALIKE_THRESHOLD });
const decoded = await timed('lookAlike', { images, threshold: DEFAULT_LOOK_ALIKE_THRESHOLD });
rmSync(packDir, { recursive: true });
// After a run: the kept prints gathered into one array, as curation/look-alikes.ts does, then grouped.
const keptStarted = performance.now();
const all = new Uint32Array(images.length * PRINT_WORDS);
const sha256 = images.map((_, k) => {
  const { sha256, print } = getComposedPrint(set.prints, k)!;
  all.set(print, k * PRINT_WORDS);
  return sha256;
});
const kept = await timed('lookAlikeGroups', {
  prints: { numbers: images.map((image) => image.n), sha256, prints: all },
  threshold: DEFAULT_LOOK_ALIKE_THRESHOLD,
});
const keptMs = Math.round(performance.now() - keptStarted);
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const lookAlikeSeconds = seconds(keptMs);
const lookAlikeDecodeSeconds = seconds(decoded.ms);
const composePrintMs = Math.round(set.printMs * 100) / 100;
const { identical, near, groupMs } = decoded.answer as LookAlikeGroups & { groupMs: number };
const keptGroups = kept.answer as LookAlikeGroups;
// Both ways must find the very same groups: the kept prints are the decoded ones.
const sameGroups = JSON.stringify([keptGroups.identical, keptGroups.near]) === JSON.stringify([identical, near]);
const lookAlikeGroups = { identical: identical.length, near: near.length, compareMs: groupMs, sameGroups };
await worker.terminate();
const inApp = await rerollInApp();
const table = await tokenTableInApp();
const figures = {
  tokens: TOKENS,
  layers: LAYERS,
  rankMs: rank.ms,
  ...inApp,
  rerollSearchMs,
  swaps,
  lookAlikeSeconds,
  lookAlikeDecodeSeconds,
  composePrintMs,
  lookAlikeGroups,
  ...table,
};
report('curation', figures, [
  { step: 'rank 10 000 tokens (both methods, in a worker)', ms: rank.ms, limit: 1000 },
  {
    step: `one re-roll in the app, clicks to swaps and new card (median of ${inApp.rerollTriesMs.join(' / ')})`,
    ms: inApp.rerollMs,
    limit: 400,
    swaps: inApp.rerollSwaps,
  },
  { step: 'one re-roll search with swaps (worst of 3, in a worker)', ms: rerollSearchMs, swaps: swaps.join(' ') },
  {
    step: 'look-alikes of 10 000 images at 250 px after a run (prints kept at compose time)',
    ms: keptMs,
    limit: 8_000,
    groups: `${keptGroups.identical.length} identical, ${keptGroups.near.length} near`,
  },
  {
    step: 'look-alikes after a reload (every image decoded, in a worker)',
    ms: decoded.ms,
    groups: `${identical.length} identical, ${near.length} near${sameGroups ? '' : ' (NOT the same groups)'}`,
  },
  { step: 'of which comparing the prints', ms: groupMs },
  { step: "one image's print and hash at compose time", ms: composePrintMs },
  { step: 'token table: sort 10 000 by rank, click to frame', ms: table.tableSortMs, limit: 200 },
  { step: 'token table: longest task scrolling 10 000 rows', ms: table.tableScrollLongestTaskMs, limit: 50 },
]);
process.exit(0);
