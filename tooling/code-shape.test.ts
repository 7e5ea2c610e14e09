// The combiner's folders do not import in a circle (file cycles are lint's: import-x/no-cycle), and no
// module keeps state of its own: each check runs on the code, and on a seeded violation it must catch.
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, importGraph, moduleState, sourceFiles } from './code-shape.ts';

const COMBINER = 'src/features/combiner';
const isTest = (file: string) => /\.test(-helpers)?\.tsx?$/.test(file);

describe('folder cycles', () => {
  it('there are none among the combiner’s folders (tests aside)', () => {
    const graph = importGraph('.', sourceFiles('.', 'src'));
    const product = new Map([...graph].filter(([file]) => !isTest(file)));
    expect(importCycles(folderGraph(product, COMBINER))).toEqual([]);
  });

  it('a seeded cycle between folders is caught', async () => {
    const root = await mkdtemp(join(tmpdir(), 'seeded-cycle-'));
    try {
      await mkdir(join(root, 'app/run'), { recursive: true });
      await mkdir(join(root, 'app/send'), { recursive: true });
      await writeFile(join(root, 'app/run/store.ts'), "import type { Sent } from '../send/ledger';\nexport type Run = Sent;\n");
      await writeFile(
        join(root, 'app/send/ledger.ts'),
        "import { helper } from '../run/helper.ts';\nexport type Sent = number;\nhelper();\n",
      );
      await writeFile(join(root, 'app/run/helper.ts'), 'export const helper = () => 1;\n');
      const graph = importGraph(root, sourceFiles(root, 'app'));
      // No file imports back into a file that imports it: no file cycle, but run/ and send/ import each other.
      expect(importCycles(graph)).toEqual([]);
      expect(importCycles(folderGraph(graph, 'app'))).toEqual([['run', 'send']]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('module-level state', () => {
  it('the combiner keeps none: state lives in its stores, and a run’s live objects in its session (run/run-session.ts)', () => {
    const found = sourceFiles('.', COMBINER)
      .filter((file) => !isTest(file))
      .flatMap((file) => moduleState(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });

  it('a top-level let, var or Map is caught; constants, and state inside functions, are not', () => {
    const seeded = [
      'let running: AbortController | null = null;',
      'var count = 0;',
      'const cache = new Map<string, Blob>();',
      'const LIMIT = 3;',
      "const TEXT = { never: 'never with' } as const;",
      'export function run() { let done = 0; return ++done; }',
    ].join('\n');
    expect(moduleState(seeded)).toEqual(['running (line 1)', 'count (line 2)', 'cache (line 3)']);
  });
});

describe('screens and the stores of other folders', () => {
  /** A screen's imports of a store in another folder of the feature (stores/, the layers and settings
   * every screen edits, aside): screens read those through their folder's hooks (run/use-run.ts ...). */
  const otherStores = (source: string) => [...source.matchAll(/from\s*'(\.\.\/(?!stores\/)[^']*-store)'/g)].map((m) => m[1]!);

  it('no screen of the combiner imports one', () => {
    const found = sourceFiles('.', COMBINER)
      .filter((file) => file.endsWith('.tsx') && !isTest(file))
      .flatMap((file) => otherStores(readFileSync(file, 'utf8')).map((spec) => `${file}: ${spec}`));
    expect(found).toEqual([]);
  });

  it('catches a seeded one', () => {
    const seeded = [
      "import { useRunStore } from '../run/run-store';",
      "import { useExportStore } from '../export/export-store';",
      "import { usePlan } from '../run/use-run';",
      "import { useTraitGroupsStore } from '../stores/trait-groups-store';",
      "import { setExport } from './export-store';",
    ].join('\n');
    expect(otherStores(seeded)).toEqual(['../run/run-store', '../export/export-store']);
  });
});

describe('import paths in src', () => {
  /** Relative specifiers that climb more than two folders: src reaches the rest through its aliases. */
  const deepImports = (source: string) => [...source.matchAll(/(?:from|import)\s*\(?\s*'((?:\.\.\/){3,}[^']*)'/g)].map((m) => m[1]!);

  it('none climbs more than two folders (@/, @core/, @shared/, @contract/ instead)', () => {
    const found = sourceFiles('.', 'src').flatMap((file) => deepImports(readFileSync(file, 'utf8')).map((spec) => `${file}: ${spec}`));
    expect(found).toEqual([]);
  });

  it('catches a seeded one', () => {
    expect(deepImports("import { x } from '../../../lib/x';\nimport { y } from '../../lib/y';\n")).toEqual(['../../../lib/x']);
  });
});
