// `npm test`: every check, in stages whose independent steps run side by side (tsc and ESLint are
// single-threaded: on two cores, two of them take the time of one). A stage starts when the one before
// it has passed; the first failure stops the run with that step's output.
//   stage 1: typecheck | lint (ESLint, knip, Prettier) | build of the app for the browser tests
//   stage 2: unit tests (vitest), and the server suite on PostgreSQL beside them when TEST_DATABASE_URL
//            is set (scripts/with-postgres.sh sets it; CI runs `npm test` inside it)
//   stage 3: browser tests (Playwright, against the stage 1 build)
import { spawn } from 'node:child_process';

const npx = (...args) => ({ cmd: 'npx', args });
const env = (extra) => ({ ...process.env, ...extra });
const withoutPostgres = env({ TEST_DATABASE_URL: '' });

const stages = [
  [
    { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'] },
    { name: 'lint', cmd: 'npm', args: ['run', 'lint', '--silent'] },
    { name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] },
  ],
  [
    { name: 'unit', ...npx('vitest', 'run'), env: withoutPostgres },
    ...(process.env.TEST_DATABASE_URL ? [{ name: 'server on PostgreSQL', ...npx('vitest', 'run', '--project', 'server') }] : []),
  ],
  [{ name: 'e2e', ...npx('playwright', 'test') }],
];

/** Runs one step; `alone` streams its output as it comes, otherwise it is kept and printed whole. */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const stdio = alone ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
    const child = spawn(step.cmd, step.args, { env: step.env ?? process.env, stdio });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code) => resolve({ step, code, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

for (const stage of stages) {
  console.log(`\n== ${stage.map((s) => s.name).join(' | ')}`);
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const { step, code, output, seconds } of results) {
    console.log(`\n-- ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
    process.stdout.write(output);
  }
  if (results.some((r) => r.code !== 0)) process.exit(1);
}
