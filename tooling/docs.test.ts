// The docs' own rules: a short README that opens with the two commands, docs within their sizes and in
// the present tense, and every relative link pointing at a file that exists.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const KB = 1024;
const read = (path: string) => readFileSync(path, 'utf8');
const docs = ['README.md', 'CHANGELOG.md', ...readdirSync('docs').map((f) => join('docs', f))];

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

  it.each([
    ['docs/performance.md', 8],
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
