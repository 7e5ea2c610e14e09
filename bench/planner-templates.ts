// The planner for templates in the planner benchmark: 4 templates of 8 layers x 30 values each (4 layers
// shared by every template, 4 of its own), skewed weights, 20 rules (five per template), 10 000 tokens,
// planned from settings as the combiner keeps them. Checks duplicates over the whole collection, broken
// rules in each template and exact counts: the templates' shares and every value's within its template.
import { largestRemainder } from '../core/plan/largest-remainder.ts';
import { planTree } from '../core/plan/plan-tree.ts';
import { collectionInput } from '../core/plan/tree-input.ts';
import { defaultGeneratorSettings } from '../core/plan/from-settings.ts';
import type { TemplatesSetting } from '../core/plan/tree-types.ts';
import type { PlanGroup, PlanInput } from '../core/plan/types.ts';
import { rulesFor, skewedWeight } from './planner-scene.ts';

export const TREE = { templates: 4, tokens: 10_000, layers: 8, valuesPerLayer: 30, rules: 20 };
const SHARED = 4;

/** The tree over `groups` (SHARED shared layers, then each template's own, TREE.valuesPerLayer images
 * each): the templates setting, and the rules and weights by file id as the combiner keeps them. */
export function treeScene(groups: readonly PlanGroup[]) {
  const own = TREE.layers - SHARED;
  const fileId = (groupId: number, value: number) => groups.find((g) => g.id === groupId)!.files[value]!.id;
  // Shared and own layers alternate, so each template draws them in an order of its own.
  const layersOf = (k: number) =>
    Array.from({ length: TREE.layers }, (_, j) => groups[j % 2 === 0 ? j / 2 : SHARED + k * own + (j - 1) / 2]!.id);
  const setting: TemplatesSetting = {
    typeTrait: true,
    templates: Array.from({ length: TREE.templates }, (_, k) => ({
      id: k + 1,
      name: `Template ${k + 1}`,
      weight: TREE.templates - k,
      layers: layersOf(k),
    })),
  };
  const perTemplate = rulesFor({ rules: TREE.rules / TREE.templates, layers: TREE.layers, valuesPerLayer: TREE.valuesPerLayer });
  const rules = setting.templates.flatMap((t, k) =>
    perTemplate.map((r, i) => {
      // Rules on the template's own layers (odd positions) where they can be, so the 20 rules stay 20.
      const onOwn = (layer: number) => (layer % 2 === 1 ? layer : (layer + 1) % TREE.layers);
      const a = onOwn(r.a.layer);
      const b = onOwn(r.b.layer) === a ? (a + 2) % TREE.layers : onOwn(r.b.layer);
      const value = r.kind === 'only' ? r.a.value : (r.a.value + i + k) % TREE.valuesPerLayer;
      return { kind: r.kind, a: fileId(t.layers[a]!, value), b: fileId(t.layers[b]!, r.b.value) };
    }),
  );
  const weights = Object.fromEntries(groups.flatMap((g) => g.files.map((f, v) => [f.id, skewedWeight(v, TREE.valuesPerLayer)])));
  return { setting, rules, weights };
}

/** How many layers the tree has in all: the shared ones and each template's own. */
export const TREE_GROUPS = SHARED + TREE.templates * (TREE.layers - SHARED);

function treeInput(): PlanInput {
  const group = (id: number): PlanGroup => ({
    id,
    name: `Layer ${id}`,
    files: Array.from({ length: TREE.valuesPerLayer }, (_, v) => ({ id: `${id}-${v}`, name: `${v}.png` })),
    traitValues: Object.fromEntries(Array.from({ length: TREE.valuesPerLayer }, (_, v) => [`${v}.png`, `Value ${v + 1}`])),
  });
  const groups = Array.from({ length: TREE_GROUPS }, (_, i) => group(i + 1));
  const { setting, rules, weights } = treeScene(groups);
  return collectionInput(groups, { ...defaultGeneratorSettings('bench-templates'), rules, weights }, setting, TREE.tokens);
}

export function measureTree() {
  const input = treeInput();
  const templates = input.templates!;
  const started = performance.now();
  const result = planTree(input, templates);
  const planSeconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(`refused templates: ${result.problems.join(' ')}`);
  const rows = result.tokens.map((t) => t.digits);
  const duplicates = rows.length - new Set(rows.map((d) => d.join())).size;
  const typeOf = (d: number[]) => d[input.typeLayer!]!;
  let ruleViolations = 0;
  let countsExact = largestRemainder(
    rows.length,
    templates.map((t) => t.weight),
  )!.every((n, k) => rows.filter((d) => typeOf(d) === k).length === n);
  for (const [k, t] of templates.entries()) {
    const mine = rows.filter((d) => typeOf(d) === k);
    for (const r of t.rules) {
      const [a, b] = [t.layers[r.a.layer]!, t.layers[r.b.layer]!];
      ruleViolations += mine.filter((d) => d[a] === r.a.value && (r.kind === 'never' ? d[b] === r.b.value : d[b] !== r.b.value)).length;
    }
    for (const l of t.layers) {
      const layer = input.layers[l]!;
      const actual = layer.weights.map((_, v) => mine.filter((d) => d[l] === v).length);
      countsExact &&= actual.join() === largestRemainder(mine.length, layer.weights)!.join();
    }
  }
  return { ...TREE, planSeconds: Number(planSeconds.toFixed(3)), duplicates, ruleViolations, countsExact };
}
