// The docs' own rules: a short README that opens with the two commands, docs within their sizes and in
// the present tense, every relative link pointing at a file that exists, and the claims that drift with
// the code (the PNG encoder, the compose lanes, the limits) read against the code itself.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_TARGETS } from '../shared/launch-targets.ts';

const KB = 1024;
const read = (path: string) => readFileSync(path, 'utf8');
const reference = readdirSync('docs').map((f) => join('docs', f));
const docs = ['README.md', 'CHANGELOG.md', ...reference];
/** A doc with its lines joined, so that a claim may wrap. */
const inDoc = (path: string) => read(path).replace(/\s+/g, ' ');
/** The docs that say `stale`. */
const saying = (stale: RegExp) => reference.filter((path) => stale.test(inDoc(path)));

/** A numeric constant as the code spells it (`const NAME = 4_000_000;`). */
function constant(file: string, name: string): number {
  const found = read(file).match(new RegExp(`(?:const|let) ${name}(?:: \\w+)? = ([\\d_]+)`));
  if (!found) throw new Error(`${name} is not a number in ${file}`);
  return Number(found[1]!.replace(/_/g, ''));
}
/** A number as the docs write it: thin groups of three (10 000, 4 000 000). */
const spelled = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const LIMITS = 'server/contract/limits.ts';
const CONSTANTS = 'src/config/constants.ts';

describe('docs', () => {
  it('README: the title, one paragraph, then the two commands, within 8 KB', () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(8 * KB);
    const [title, paragraph, commands] = readme.split('\n\n');
    expect(title).toBe('# Traitforge');
    expect(paragraph).not.toMatch(/^#|^ {4}/m);
    expect(commands).toBe('    npm install && npm start\n    npm test');
    expect(readme).toContain('npm run dev -- --demo');
  });

  it('no doc over 15 KB, and docs/ at most 70 KB in all', () => {
    const sizes = reference.map((path) => [path, Buffer.byteLength(read(path))] as const);
    expect(sizes.filter(([, bytes]) => bytes > 15 * KB)).toEqual([]);
    expect(sizes.reduce((sum, [, bytes]) => sum + bytes, 0)).toBeLessThanOrEqual(70 * KB);
  });

  it.each([
    ['docs/performance.md', 10],
    ['docs/architecture.md', 12],
  ])('%s within %i KB, in the present tense (no "(next)")', (path, kb) => {
    const doc = read(path);
    expect(Buffer.byteLength(doc)).toBeLessThanOrEqual(kb * KB);
    expect(doc).not.toContain('(next)');
  });

  it('architecture.md: the route table and the glossary', () => {
    const doc = read('docs/architecture.md');
    for (const route of ['`/randomizer`', '`/renameizer`', '`/collection/edit/files/$collectionId`']) expect(doc).toContain(route);
    for (const term of ['randomizer = combiner', 'renameizer = renamer', '`.php` endpoints', 'SPEC.md']) expect(doc).toContain(term);
  });

  it('every relative link points at a file that exists', () => {
    const broken = docs.flatMap((doc) =>
      [...read(doc).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(join(dirname(doc), target)))
        .map((target) => `${doc} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('claims that drift with the code', () => {
  it('the PNG encoder: libdeflate level 1 for filtered rows and small images, the row matcher beyond, level 9 to optimise', () => {
    const encoder = read('core/png/png-encode.ts');
    expect(encoder).toContain("from 'libdeflate'");
    expect(encoder).toContain("from './png-row-deflate.ts'");
    const pixels = constant('core/png/png-encode.ts', 'LARGE_IMAGE_PIXELS');
    const side = Math.sqrt(pixels);
    const architecture = inDoc('docs/architecture.md');
    expect(architecture).toContain(`at level ${constant('core/png/png-encode.ts', 'FAST_LEVEL')};`);
    expect(architecture).toContain(`fewer than ${spelled(pixels)} pixels (${side} x ${side})`);
    expect(read('core/png/optimise-png.ts')).toContain("from 'libdeflate'");
    const optimised = `libdeflate level ${constant('core/png/optimise-png.ts', 'OPTIMISE_LEVEL')}`;
    for (const doc of ['docs/architecture.md', 'docs/combiner.md']) expect(inDoc(doc)).toContain(optimised);
    // The stale claims of an earlier encoder.
    expect(saying(/libdeflate encodes every PNG|fflate|pako/i)).toEqual([]);
  });

  it('one compose lane per core, calls of a pixel budget, two in flight', () => {
    expect(read('src/engine/worker-pool.ts')).toContain('navigator.hardwareConcurrency');
    expect(read('src/engine/compose-run.ts')).toMatch(/const lanes = Math\.min\(poolSize\(\)/);
    for (const doc of ['docs/architecture.md', 'docs/combiner.md']) expect(inDoc(doc)).toContain('one compose worker per core');
    expect(saying(/\b(two|both|2) lanes\b/i)).toEqual([]);
    const pixels = constant(CONSTANTS, 'COMPOSE_CHUNK_PIXELS') / 1e6;
    const [least, most] = [constant(CONSTANTS, 'COMPOSE_CHUNK_MIN'), constant(CONSTANTS, 'COMPOSE_CHUNK_MAX')];
    const inFlight = ['', 'one', 'two', 'three'][constant(CONSTANTS, 'COMPOSE_IN_FLIGHT_PER_LANE')];
    expect(inDoc('docs/architecture.md')).toContain(
      `up to ${pixels} million output pixels (${least} to ${most} tokens), ${inFlight} in flight`,
    );
  });

  it('the limits: tokens, files, uploads, zips', () => {
    const tokens = spelled(constant(LIMITS, 'MAX_COMBINATIONS'));
    expect(inDoc('docs/combiner.md')).toContain(`up to ${tokens} images`);
    expect(inDoc('docs/combiner.md')).toContain(`at most ${tokens}`);
    expect(inDoc('docs/files.md')).toContain(`against ${spelled(constant(LIMITS, 'MAX_FILES_PER_COLLECTION'))} files`);
    const free = constant(LIMITS, 'FREE_CREDITS');
    expect(inDoc('docs/accounts.md')).toContain(`credits + ${free} free`);
    const [batch, parallel] = [constant(CONSTANTS, 'UPLOAD_BATCH_FILES'), constant(CONSTANTS, 'UPLOAD_PARALLEL_BATCHES')];
    expect(inDoc('docs/files.md')).toContain(`Batches of ${batch} files, ${parallel} at a time`);
    expect(inDoc('docs/files.md')).toContain(`chunks of ${constant(LIMITS, 'BATCH_ASSIGN_CHUNK')}`);
    expect(inDoc('docs/files.md')).toContain(`zips of ${constant(CONSTANTS, 'RENAMER_ZIP_BATCH')}`);
    expect(inDoc('docs/files.md')).toContain(`DEFLATE level ${constant(CONSTANTS, 'RENAMER_DEFLATE_LEVEL')}`);
    const zips = `(${constant(CONSTANTS, 'IMAGE_ZIP_BATCH')} PNGs, STORE) and \`metadata_{i}_of_{n}.zip\` (${constant(CONSTANTS, 'METADATA_ZIP_BATCH')} JSON)`;
    expect(inDoc('docs/combiner.md')).toContain(zips);
  });

  it("the export targets' limits", () => {
    const { stargaze, metaplex } = LAUNCH_TARGETS;
    const doc = inDoc('docs/export.md');
    expect(doc).toContain(`(${stargaze.maxDescriptionLength} characters for Stargaze)`);
    expect(doc).toContain(`1 to ${spelled(stargaze.maxTokens)} tokens`);
    expect(doc).toContain(`royalties at most ${stargaze.maxRoyaltyPercent} %`);
    expect(doc).toContain(`a mint limit per address of 1 to ${stargaze.maxPerAddress}`);
    expect(doc).toContain(
      `at most ${stargaze.perAddressBelowFrom} under ${stargaze.perAddressFrom} tokens, at most ${stargaze.perAddressPercent} % rounded up`,
    );
    expect(doc).toContain(`over ${metaplex.maxNameLength} characters`);
    expect(doc).toContain(`(${stargaze.unrecognisedTypes.join(', ')} for Stargaze)`);
  });
});
