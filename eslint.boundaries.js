// Import boundaries of docs/architecture.md, enforced by eslint-plugin-boundaries.
// SPA: app (routes, router, entry) -> features -> {engine, components, lib, config} -> core; no feature
// imports another; src reaches the server only through server/contract and the workers not at all (src/engine
// starts them by URL). core/ is thread-neutral logic (no DOM, no worker globals): it imports only core/ and
// shared/; the server may use it too.
// Server: routes -> services -> queries (server/db/queries/, the only SQL), with auth beside; routes reach
// neither the queries nor the database client and open no transactions; contract imports nothing of the
// server.
// Workers import core/ and shared/, never src or the server; shared/ is neutral code any side may use.
import boundaries from 'eslint-plugin-boundaries';

// 'full': each pattern matches a whole path from the project root (files and folders alike).
const el = (type, pattern, capture) => ({ type, pattern, mode: 'full', ...(capture ? { capture } : {}) });

const SERVER_TESTS = ['server/test/**', 'server/attack/**', 'server/faults/**', 'server/**/*.test.ts', 'server/**/*.test-helpers.ts'];

// The first matching element wins: tests come first so that they may use the server's test helpers.
export const elements = [
  el('server-tests', SERVER_TESTS),
  // Tests of shared/ may build their inputs with the server's test images (PNG, GIF, a PNG bomb).
  el('shared-tests', 'shared/**/*.test.ts'),
  el('app', [
    'src/routes/**',
    'src/router.tsx',
    'src/router-context.ts',
    'src/main.tsx',
    'src/app.tsx',
    'src/routeTree.gen.ts',
    'src/test/**',
    'src/*.css',
  ]),
  el('feature', 'src/features/*/**', ['feature']),
  el('engine', 'src/engine/**'),
  el('components', 'src/components/**'),
  el('lib', 'src/lib/**'),
  el('config', 'src/config/**'),
  el('shared', 'shared/**'),
  el('core', 'core/**'),
  el('workers', 'workers/**'),
  el('contract', 'server/contract/**'),
  el('server-routes', 'server/routes/**'),
  el('server-services', 'server/services/**'),
  el('server-queries', 'server/db/queries/**'),
  el('server-db', 'server/db/**'),
  el('server-auth', 'server/auth/**'),
  el('server-core', ['server/*.ts', 'server/middleware/**']),
];

const to = (...types) => types.map((type) => ({ to: { element: { type } } }));
const SERVER_BASE = ['contract', 'server-core', 'shared', 'core'];

const policies = [
  {
    from: { element: { type: 'app' } },
    allow: to('app', 'feature', 'engine', 'components', 'lib', 'config', 'contract', 'shared', 'core'),
  },
  {
    from: { element: { type: 'feature' } },
    allow: [
      { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
      ...to('engine', 'components', 'lib', 'config', 'contract', 'shared', 'core'),
    ],
  },
  { from: { element: { type: 'engine' } }, allow: to('engine', 'lib', 'config', 'contract', 'shared', 'core') },
  {
    from: { element: { type: 'components' } },
    allow: to('components', 'lib', 'config', 'contract', 'shared', 'core'),
  },
  { from: { element: { type: 'lib' } }, allow: to('lib', 'config', 'contract', 'shared', 'core') },
  { from: { element: { type: 'config' } }, allow: to('config', 'contract', 'shared', 'core') },
  { from: { element: { type: 'shared' } }, allow: to('shared') },
  { from: { element: { type: 'shared-tests' } }, allow: to('shared', 'server-tests') },
  { from: { element: { type: 'core' } }, allow: to('core', 'shared') },
  { from: { element: { type: 'workers' } }, allow: to('workers', 'core', 'shared') },
  { from: { element: { type: 'contract' } }, allow: to('contract', 'shared') },
  {
    from: { element: { type: 'server-routes' } },
    allow: to('server-routes', 'server-services', 'server-auth', ...SERVER_BASE),
  },
  {
    from: { element: { type: 'server-services' } },
    allow: to('server-services', 'server-queries', 'server-db', 'server-auth', ...SERVER_BASE),
  },
  { from: { element: { type: 'server-queries' } }, allow: to('server-queries', 'server-db', ...SERVER_BASE) },
  { from: { element: { type: 'server-db' } }, allow: to('server-db', ...SERVER_BASE) },
  {
    from: { element: { type: 'server-auth' } },
    allow: to('server-auth', 'server-services', 'server-queries', 'server-db', ...SERVER_BASE),
  },
  {
    from: { element: { type: 'server-core' } },
    allow: to('server-core', 'server-routes', 'server-services', 'server-db', 'server-auth', 'contract', 'shared'),
  },
  {
    from: { element: { type: 'server-tests' } },
    allow: to(
      'server-tests',
      'server-core',
      'server-routes',
      'server-services',
      'server-queries',
      'server-db',
      'server-auth',
      'contract',
      'shared',
    ),
  },
];

export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts', 'workers/**/*.ts', 'shared/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['src/**', 'server/**', 'core/**', 'workers/**', 'shared/**'],
    'boundaries/legacy-templates': false,
    'boundaries/legacy-warnings': false,
    // The TypeScript resolver knows the `@/` and `@core/` aliases of tsconfig.base.json.
    'import/resolver': { typescript: { project: 'tsconfig.base.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    'boundaries/no-unknown-files': 'error',
  },
};

// A `.query('...')` with SQL in it (the request's own `c.req.query(name)` aside).
const sqlOutsideQueries = {
  selector:
    "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]:not([callee.object.property.name='req'])",
  message: 'SQL lives in server/db/queries/: call a query function from a service.',
};

/** What import rules cannot say: SQL only in server/db/queries/, and transactions opened by services, not routes. */
export const serverLayersConfig = [
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**', ...SERVER_TESTS],
    rules: { 'no-restricted-syntax': ['error', sqlOutsideQueries] },
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        sqlOutsideQueries,
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Routes open no transactions: a service does.' },
      ],
    },
  },
];
