// Each lint tool is fed one seeded violation and must fail on it (and pass the same code done right), so a
// broken config cannot pass silently.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const eslint = new ESLint();

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('import boundaries (eslint-plugin-boundaries)', () => {
  it('refuses a feature importing another feature, and allows its own files and the shared layers', async () => {
    const file = 'src/features/vote/seeded.ts';
    expect(await boundaryErrors(file, "export { planAdd } from '../renamer/utils/allowance';\n")).toHaveLength(1);
    expect(
      await boundaryErrors(file, "export { proposalsQueryOptions } from './api/proposals';\nexport { api } from '../../lib/api-client';\n"),
    ).toEqual([]);
  });

  it('refuses src reaching into the server beyond its contract, and into workers at all; core is open to it', async () => {
    expect(await boundaryErrors('src/lib/seeded.ts', "export { creditSummary } from '../../server/services/credits.ts';\n")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors('src/lib/seeded.ts', "export { creditsResponseSchema } from '../../server/contract/credits.ts';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/lib/seeded.ts', "import { expose } from '../../workers/engine.worker.ts';\nexport { expose };\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/lib/seeded.ts', "import type { ZipEntry } from '../../core/protocol.ts';\nexport type { ZipEntry };\n"),
    ).toEqual([]);
    expect(await boundaryErrors('src/lib/seeded.ts', "export { crc32 } from '@core/zip/crc32.ts';\n")).toEqual([]);
    expect(
      await boundaryErrors('src/lib/seeded.ts', "export { resultsDirectory } from '../../workers/composite/result-files.ts';\n"),
    ).toHaveLength(1);
  });

  it('follows the @/ and @core/ aliases: an aliased import is judged like a relative one', async () => {
    expect(
      await boundaryErrors('src/lib/seeded.ts', "export { CombinerPanel } from '@/features/combiner/components/combiner-panel.tsx';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('core/zip/seeded.ts', "export { api } from '@/lib/api-client.ts';\n")).toHaveLength(1);
  });

  it('keeps core thread-neutral: it imports neither the workers nor the SPA', async () => {
    expect(
      await boundaryErrors('core/zip/seeded.ts', "export { resultsDirectory } from '../../workers/composite/result-files.ts';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('workers/seeded.ts', "export { crc32 } from '../core/zip/crc32.ts';\n")).toEqual([]);
  });

  it('refuses the server layers importing upwards, and workers importing src', async () => {
    expect(await boundaryErrors('server/db/seeded.ts', "export { creditSummary } from '../services/credits.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/services/seeded.ts', "export { creditsRoutes } from '../routes/credits.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/routes/seeded.ts', "export { creditSummary } from '../services/credits.ts';\n")).toEqual([]);
    expect(await boundaryErrors('core/zip/seeded.ts', "export { api } from '../../src/lib/api-client.ts';\n")).toHaveLength(1);
  });

  it('refuses a route importing the queries or the database client; a service may', async () => {
    const queries = "export { listApplications } from '../db/queries/applications.ts';\n";
    expect(await boundaryErrors('server/routes/seeded.ts', queries)).toHaveLength(1);
    expect(await boundaryErrors('server/routes/seeded.ts', "export { lockKey } from '../db/client.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/services/seeded.ts', queries)).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  async function cycleErrors(dir: string, files: Record<string, string>): Promise<string[]> {
    await mkdir(dir, { recursive: true });
    try {
      for (const [name, source] of Object.entries(files)) await writeFile(`${dir}/${name}`, source);
      const results = await eslint.lintFiles([dir]);
      return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map(() => r.filePath.split('/').pop()!));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('refuses three files importing in a circle, and passes them without the closing import', async () => {
    const files = {
      'store.ts': "import { sent } from './ledger.ts';\nexport const run = () => sent();\n",
      'ledger.ts': "import { helper } from './helper.ts';\nexport const sent = () => helper();\n",
      'helper.ts': "import { run } from './store.ts';\nexport const helper = () => 1;\nexport const again = () => run();\n",
    };
    expect((await cycleErrors('server/seeded-cycle', files)).sort()).toEqual(['helper.ts', 'ledger.ts', 'store.ts']);
    const broken = { ...files, 'helper.ts': 'export const helper = () => 1;\n' };
    expect(await cycleErrors('server/seeded-no-cycle', broken)).toEqual([]);
  });
});

describe('server layers (no-restricted-syntax)', () => {
  async function layerErrors(filePath: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  const sql = "export const seeded = (db: { query(sql: string): Promise<unknown> }) => db.query('SELECT 1');\n";
  const transaction = 'export const seeded = (db: { transaction(f: () => void): void }) => db.transaction(() => undefined);\n';

  it('refuses SQL outside server/db/queries/ and accepts it there', async () => {
    expect(await layerErrors('server/services/seeded.ts', sql)).toEqual([
      'SQL lives in server/db/queries/: call a query function from a service.',
    ]);
    expect(await layerErrors('server/auth/seeded.ts', sql)).toHaveLength(1);
    expect(await layerErrors('server/db/queries/seeded.ts', sql)).toEqual([]);
    expect(
      await layerErrors(
        'server/routes/seeded.ts',
        "export const seeded = (c: { req: { query(name: string): string } }) => c.req.query('id');\n",
      ),
    ).toEqual([]);
  });

  it('refuses a route opening a transaction and lets a service open one', async () => {
    expect(await layerErrors('server/routes/seeded.ts', transaction)).toEqual(['Routes open no transactions: a service does.']);
    expect(await layerErrors('server/services/seeded.ts', transaction)).toEqual([]);
  });
});

describe('unused code (knip)', () => {
  it('fails on an unused file and passes again once it is gone', { timeout: 300_000 }, async () => {
    const seeded = 'src/lib/seeded-unused-file.ts';
    await writeFile(seeded, 'export const seededUnused = 1;\n');
    try {
      const failed = await run('npx', ['knip', '--no-progress', '--include', 'files'], { encoding: 'utf8' }).then(
        () => null,
        (error: { stdout: string }) => error.stdout,
      );
      expect(failed).toContain(seeded);
    } finally {
      await rm(seeded, { force: true });
    }
  });
});

describe('formatting (prettier)', () => {
  it("rejects code off the project's style and accepts it formatted", async () => {
    const filepath = 'src/lib/seeded.ts';
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check('export const a = {b:1}\n', options)).toBe(false);
    expect(await prettier.check("export const a = { b: 'one' };\n", options)).toBe(true);
  });
});
