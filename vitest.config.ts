import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: { name: 'src', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'] },
      },
      { test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: 'workers', environment: 'node', include: ['workers/**/*.test.ts'] } },
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
