import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('environment', () => {
  it('runs embedded without DATABASE_URL and needs no SESSION_SECRET then', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
  });

  it('takes PostgreSQL settings when SESSION_SECRET is set', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://tf:pw@db:5432/traitforge', DATABASE_POOL_SIZE: '25', SESSION_SECRET: SECRET });
    expect(env.DATABASE_URL).toBe('postgres://tf:pw@db:5432/traitforge');
    expect(env.DATABASE_POOL_SIZE).toBe(25);
  });

  it('takes request deadlines by rate, and refuses ones that would cut every request or none', () => {
    expect(readEnv({})).toMatchObject({ BODY_TIMEOUT_MS: 10_000, UPLOAD_MIN_BYTES_PER_S: 8192 });
    expect(readEnv({ BODY_TIMEOUT_MS: '20000', UPLOAD_MIN_BYTES_PER_S: '500' })).toMatchObject({
      BODY_TIMEOUT_MS: 20_000,
      UPLOAD_MIN_BYTES_PER_S: 500,
    });
    expect(() => readEnv({ BODY_TIMEOUT_MS: '10' })).toThrow('BODY_TIMEOUT_MS: Too small');
    expect(() => readEnv({ UPLOAD_MIN_BYTES_PER_S: '0' })).toThrow('UPLOAD_MIN_BYTES_PER_S: Too small');
    expect(() => readEnv({ UPLOAD_MIN_BYTES_PER_S: 'fast' })).toThrow('UPLOAD_MIN_BYTES_PER_S');
  });

  it('refuses PostgreSQL without SESSION_SECRET, and URLs of other databases', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgresql://db/traitforge' })).toThrow(
      'SESSION_SECRET: must be set (32+ characters, the same on every server process) when DATABASE_URL points at PostgreSQL',
    );
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/traitforge', SESSION_SECRET: SECRET })).toThrow('DATABASE_URL: must be a postgres://');
  });

  it('keeps the server from starting on PostgreSQL without SESSION_SECRET', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' };
    delete env.SESSION_SECRET;
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('SESSION_SECRET: must be set (32+ characters, the same on every server process)');
    expect(output).not.toContain('listening');
  });
});
