import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PATH_ALIASES } from './path-aliases.ts';
import { TEST_WORKERS } from './test-workers.ts';

// Time limits catch hangs, not slowness: a test's first render loads its screen's modules, and on a busy
// machine that alone can pass 5 s. Speed is measured by `npm run bench`, never here.
const HANG_MS = 30_000;

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'src',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/pglite-template.ts'],
          // Every server test builds its app and database from its own deps (no module state, no module
          // mocks), so the files of a worker share one import of the server: the suite takes 40 % less
          // processor time, most of it the per-file import of Hono, the AWS SDK and CosmJS.
          isolate: false,
          testTimeout: 2 * HANG_MS,
          hookTimeout: 2 * HANG_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'workers',
          environment: 'node',
          include: ['core/**/*.test.ts', 'workers/**/*.test.ts', 'shared/**/*.test.ts'],
          testTimeout: HANG_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tooling/**/*.test.ts', 'bench/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
