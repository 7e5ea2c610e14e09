// `npm run bench -- planner`: the generator's planner on its own (Node, one thread), as the planner
// worker runs it. Each run checks its own output: duplicates, broken rules and exact counts. Then the
// same planning inside the app (planner-in-app.ts): the longest main-thread task while it plans 10 000,
// and replanMs: from a weight edit to the new plan on screen, 10 000 tokens of 8 layers x 30, 20 rules.
// A run with `templates: 4` plans a collection in branches (planner-templates.ts).
// PLANNER_IN_APP=0 skips that part (it needs the built app and Chromium).
import os from 'node:os';
import { planCollection } from '../core/plan/plan-collection.ts';
import { largestRemainder } from '../core/plan/largest-remainder.ts';
import type { PlanInput, PlanLayer, PlanRule } from '../core/plan/types.ts';
import { report } from './report.ts';
import { planInApp } from './planner-in-app.ts';
import { rulesFor, skewedWeight } from './planner-scene.ts';
import { measureTree } from './planner-templates.ts';

interface Run {
  tokens: number;
  layers: number;
  valuesPerLayer: number;
  rules: number;
  /** Skewed weights: value v weighs 1 + (v mod 7) * (v mod 3), so shares differ by up to 13x. */
  skewed: boolean;
  none: boolean;
}

const RUNS: Run[] = [
  { tokens: 10_000, layers: 8, valuesPerLayer: 30, rules: 20, skewed: true, none: false },
  { tokens: 10_000, layers: 8, valuesPerLayer: 30, rules: 200, skewed: true, none: true },
  { tokens: 10_000, layers: 6, valuesPerLayer: 5, rules: 0, skewed: false, none: false },
  { tokens: 1_000, layers: 3, valuesPerLayer: 12, rules: 4, skewed: false, none: true },
  { tokens: 2_000, layers: 4, valuesPerLayer: 8, rules: 4, skewed: false, none: true },
];

function inputFor(run: Run): PlanInput {
  const layers: PlanLayer[] = Array.from({ length: run.layers }, (_, l) => ({
    name: `Layer ${l + 1}`,
    values: Array.from({ length: run.valuesPerLayer }, (_, v) => `Value ${v + 1}`),
    // Only-with rules name the last value of a layer and value 0 of another: keep the last the lightest.
    weights: Array.from({ length: run.valuesPerLayer }, (_, v) => (run.skewed ? skewedWeight(v, run.valuesPerLayer) : 1)),
    noneWeight: run.none && l % 2 === 1 ? 1 : null,
  }));
  return { layers, size: run.tokens, seed: `bench-${run.tokens}-${run.rules}`, order: 'shuffled', rules: rulesFor(run), oneOfOnes: 0 };
}

function measure(run: Run) {
  const input = inputFor(run);
  const started = performance.now();
  const result = planCollection(input);
  const planSeconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(`refused ${JSON.stringify(run)}: ${result.problems.join(' ')}`);
  const rows = result.tokens.map((t) => t.digits);
  const duplicates = rows.length - new Set(rows.map((d) => d.join())).size;
  const breaks = (d: number[], r: PlanRule) =>
    d[r.a.layer] === r.a.value && (r.kind === 'never' ? d[r.b.layer] === r.b.value : d[r.b.layer] !== r.b.value);
  const ruleViolations = rows.reduce((sum, d) => sum + input.rules.filter((r) => breaks(d, r)).length, 0);
  const countsExact = input.layers.every((layer, l) => {
    const weights = layer.noneWeight === null ? layer.weights : [...layer.weights, layer.noneWeight];
    const actual = weights.map((_, v) => rows.filter((d) => (d[l] === -1 ? layer.values.length : d[l]) === v).length);
    return actual.join() === largestRemainder(rows.length, weights)!.join();
  });
  return {
    tokens: run.tokens,
    layers: run.layers,
    valuesPerLayer: run.valuesPerLayer,
    rules: run.rules,
    planSeconds: Number(planSeconds.toFixed(3)),
    duplicates,
    ruleViolations,
    countsExact,
  };
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
// One warm-up so the first figure is not the JIT's.
planCollection(inputFor({ ...RUNS[0]!, tokens: 500 }));
const runs = [...RUNS.map(measure), measureTree()];
console.log(
  `load average before: ${loadBefore}, after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const inApp = process.env.PLANNER_IN_APP === '0' ? null : await planInApp();
if (inApp) console.log('in the app:', inApp);
// The tree's run carries its own re-plan in the app: a weight edit to the new plan on screen.
const withReplan = runs.map((run) => ('templates' in run ? { ...run, replanMs: inApp?.treeReplanMs ?? null } : run));
report('planner', { runs: withReplan, inApp }, withReplan);
process.exit(0);
