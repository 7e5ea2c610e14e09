// Every user-visible text of SPEC.md (its quoted strings) must occur in the product's code: src/,
// server/, core/, workers/ or shared/ (tests excluded). A text with parts the code fills in ({wallet}, N, 100) matches a
// template or JSX whose fixed parts are the same. Deliberate exceptions are listed with their reason.
// The spec lives beside the project (../shared/SPEC.md, as in CI); a clone without it skips these
// checks and says so.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invalidRecipient } from './contract/borrow.ts';
import { CHAIN_PROFILES } from '../shared/chains/profiles.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SPEC = resolve(ROOT, '../shared/SPEC.md');
const specBeside = existsSync(SPEC);
if (!specBeside) console.warn('SPEC.md text checks skipped: ../shared/SPEC.md is not beside this project.');

/** Quoted texts of the spec that are not texts the product shows, or that it shows differently on purpose. */
const EXCEPTIONS: Record<string, string> = {
  '...': 'the separator of shortened addresses, built by lib/address.ts from its parts',
  '/': 'a route path, not a text',
  ' #': 'the separator in generated metadata names, written as ` #${n}` beside the collection name',
  Uploaded: "a status the spec's client set on each file row; our rows show no status",
  'No one has applied yet / Come back soon!': 'two lines of one empty state; each half is checked on its own below',
  'Invalid recipient address format. Must start with "stars" followed by 39 characters.':
    "the active chain's prefix fills it (contract/borrow.ts invalidRecipient): this text on Stargaze, checked below",
};

/** Words and numbers inside spec texts that stand for a value the code fills in. */
const PLACEHOLDER_WORDS = /^(N|X|Y|n|m|limit|file|\d+)$/;
/** A number written with thousands groups ('10 000'), filled in by a formatter. */
const GROUPED_NUMBER = /^\d{1,3}(?: \d{3})+$/;

function specTexts(): string[] {
  const spec = readFileSync(SPEC, 'utf8');
  const quoted = [...spec.matchAll(/(?:^|(?<=[\s(/]))'([^'\n]*?(?:'[a-z][^'\n]*?)*)'(?=[\s.,;:)]|$)/gm)].map((m) => m[1]!);
  return [...new Set([...quoted, 'No one has applied yet', 'Come back soon!'])];
}

function productSource(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['src', 'server', 'core', 'workers', 'shared']) walk(join(ROOT, dir));
  return out
    .join('\n')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\\'/g, "'")
    .replace(/\\"/g, '"');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FILLED = String.raw`(?:\$\{[^}]*\}|\{[^}]*\})`;

/** The text as a pattern: {x} is any filled-in part; placeholder words may be filled in too. */
export function textPattern(text: string): RegExp {
  const parts = text.split(/(\{[^}]+\}|\d{1,3}(?: \d{3})+|\s+)/).filter((p) => p !== '');
  const source = parts
    .map((part) => {
      if (/^\{[^}]+\}$/.test(part)) return `(?:${FILLED}|[^'"\`<>\\n]{1,40}?)`;
      if (GROUPED_NUMBER.test(part)) return `(?:${escape(part)}|${FILLED})`;
      if (/^\s+$/.test(part)) return String.raw`\s+(?:\{' '\}\s*)?`;
      // A word with trailing punctuation, e.g. '(N)' or 'N.': the word part may be filled in.
      return part
        .split(/(\b\w+\b)/)
        .filter((p) => p !== '')
        .map((p) => (PLACEHOLDER_WORDS.test(p) ? `(?:${escape(p)}|${FILLED})` : escape(p)))
        .join('');
    })
    .join('');
  return new RegExp(source);
}

describe.skipIf(!specBeside)('SPEC.md texts in the product', () => {
  const source = specBeside ? productSource() : '';
  const texts = specBeside ? specTexts() : [];

  it('finds the spec and its texts', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('reproduces every text, except the listed ones', () => {
    const missing = texts.filter((text) => !(text in EXCEPTIONS) && !textPattern(text).test(source));
    expect(missing).toEqual([]);
  });

  it("fills the spec's prefix into the recipient rule on Stargaze", () => {
    expect(texts).toContain(invalidRecipient(CHAIN_PROFILES.stargaze.bech32Prefix));
  });

  it('lists only exceptions that are texts of the spec', () => {
    for (const text of Object.keys(EXCEPTIONS)) expect(texts).toContain(text);
  });
});

describe('spec text patterns', () => {
  it('matches templates by their fixed parts only', () => {
    expect(textPattern('Please install {wallet} extension').test('`Please install ${label} extension`')).toBe(true);
    expect(textPattern('Successfully added N files').test('`Successfully added ${count} files`')).toBe(true);
    expect(textPattern('Please install {wallet} extension').test('Please install it')).toBe(false);
  });
});
