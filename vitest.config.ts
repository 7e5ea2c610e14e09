import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Time limits catch hangs, not slowness: a test's first render loads its screen's modules, and on a busy
// machine that alone can pass 5 s. Speed is measured by `npm run bench`, never here.
const HANG_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
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
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 2 * HANG_MS, hookTimeout: 2 * HANG_MS },
      },
      {
        test: {
          name: 'workers',
          environment: 'node',
          include: ['workers/**/*.test.ts', 'shared/**/*.test.ts', 'core/**/*.test.ts'],
          testTimeout: HANG_MS,
        },
      },
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts', 'bench/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
