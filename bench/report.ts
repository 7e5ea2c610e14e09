// Shared output of every benchmark: a table on stdout and the same figures as JSON in bench/out/, with
// when, at which commit and under which load they were measured (the docs' tables say so).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface Measured {
  at: string;
  commit: string | null;
  /** 1, 5 and 15 minute load averages when the figures were written. */
  loadAverage: number[];
}

function commit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** Writes bench/out/<name>.json: the figures plus `measured`. */
export function writeFigures(name: string, figures: Record<string, unknown>): void {
  const out = fileURLToPath(new URL('./out/', import.meta.url));
  mkdirSync(out, { recursive: true });
  const measured: Measured = {
    at: new Date().toISOString(),
    commit: commit(),
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
  };
  writeFileSync(`${out}${name}.json`, JSON.stringify({ ...figures, measured }, null, 2));
}

export function report(name: string, figures: Record<string, unknown>, rows: Array<Record<string, unknown>>): void {
  console.table(rows);
  writeFigures(name, figures);
  console.log(`figures written to bench/out/${name}.json`);
}
