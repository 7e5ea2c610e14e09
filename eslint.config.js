import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { boundariesConfig, serverLayersConfig } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      'packages/*/dist/**',
      'examples/*/node_modules/**',
      'examples/*/test-results/**',
      'node_modules',
      'data',
      'test-results*/**',
      'playwright-report',
      'bench/out',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      'check-file/filename-naming-convention': [
        'error',
        { '{src,server,core,workers,e2e,bench,scripts}/**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,server,core,workers,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  boundariesConfig,
  ...serverLayersConfig,
  {
    // TanStack file routes are named by their URL ($param, dots, __root).
    files: ['src/routes/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
