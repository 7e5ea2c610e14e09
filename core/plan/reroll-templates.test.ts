import { describe, expect, it } from 'vitest';
import { planAny } from './plan-tree.ts';
import { treeRules } from './plan-tree.ts';
import { collectionInput } from './tree-input.ts';
import { defaultGeneratorSettings } from './from-settings.ts';
import { tokenRows } from './rated-plan.ts';
import { reroll, type RerollRequest } from './reroll.ts';
import { layerTraits } from '../export/metadata.ts';
import { ABSENT, type TemplatesSetting } from './tree-types.ts';
import type { GeneratorSettings } from './types.ts';
import { group } from './groups.test-helpers.ts';

// Human 3 : Alien 1 sharing Background and Eyes (a layer of each template's own in the run), Human with
// Head (which may be left out), Alien with Alien Head. Red never with Wink; Gold only with a Curly head,
// which keeps Gold out of Alien.
const groups = [
  group(1, 'Background', ['Red', 'Blue', 'Green', 'Gold']),
  group(2, 'Head', ['Bald', 'Curly', 'Long']),
  group(3, 'Eyes', ['Open', 'Closed', 'Wink', 'Shut']),
  group(4, 'Alien Head', ['Squid', 'Antenna']),
];
const setting = (typeTrait: boolean): TemplatesSetting => ({
  typeTrait,
  templates: [
    { id: 1, name: 'Human', weight: 3, layers: [1, 2, 3] },
    { id: 2, name: 'Alien', weight: 1, layers: [1, 4, 3] },
  ],
});
const settings: GeneratorSettings = {
  ...defaultGeneratorSettings('reroll-tree'),
  none: { '2': 1 },
  weights: { 'Background-Gold': 0.3 },
  rules: [
    { kind: 'never', a: 'Background-Red', b: 'Eyes-Wink' },
    { kind: 'only', a: 'Background-Gold', b: 'Head-Curly' },
  ],
};

function theSet(typeTrait: boolean, size: number) {
  const input = collectionInput(groups, settings, setting(typeTrait), size);
  const plan = planAny(input);
  if (!plan.ok) throw new Error(plan.problems.join(' '));
  const rows = tokenRows(plan.tokens, input.layers.length, false);
  const layers = input.layers.map((l) => ({ name: l.name, values: l.values }));
  const request = {
    rows,
    sizes: input.layers.map((l) => l.values.length),
    rules: treeRules(input.templates!),
    layers,
    typeLayer: input.typeLayer,
  };
  return { input, rows, layers, request };
}

const traits = (layers: RerollRequest['layers'], row: readonly number[]) => layerTraits(layers!, row).map(([t, v]) => `${t}: ${v}`);

/** Per template (told by which layers a row has), how many rows hold each trait. */
function countsPerTemplate(layers: RerollRequest['layers'], rows: readonly (readonly number[])[]) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const template = row.map((d) => (d === ABSENT ? 'x' : 'o')).join('');
    for (const trait of traits(layers, row)) counts.set(`${template} ${trait}`, (counts.get(`${template} ${trait}`) ?? 0) + 1);
  }
  return [...counts].sort();
}

/** The rules read from the listed traits alone, not from the planner's own rule check. */
function broken(list: readonly string[]) {
  const has = (t: string) => list.includes(t);
  return (has('Background: Red') && has('Eyes: Wink')) || (has('Background: Gold') && !has('Head: Curly'));
}

describe('a re-roll in a set made of templates', () => {
  for (const typeTrait of [true, false])
    it(`swaps only within the token's template: counts per template, rules and uniqueness hold (Type ${typeTrait ? 'on' : 'off'})`, () => {
      const { input, rows, layers, request } = theSet(typeTrait, 40);
      const L = input.layers.length;
      const lockSets: number[][] = [
        [],
        [0],
        [input.templates![1]!.layers[1]!],
        [input.templates![0]!.layers[2]!, input.templates![1]!.layers[0]!],
      ];
      let rerolled = 0;
      for (let token = 1; token <= rows.length; token++)
        for (const [i, locked] of lockSets.entries()) {
          const result = reroll({ ...request, token, locked, seed: `${token}/${i}` });
          if (!result.ok) continue;
          rerolled++;
          const after: (readonly number[])[] = [...rows];
          for (const change of result.changes) after[change.token - 1] = change.after;
          const before = rows[token - 1]!;
          const mine = after[token - 1]!;
          expect(mine).not.toEqual(before);
          for (const l of locked) expect(mine[l]).toBe(before[l]);
          for (const change of result.changes)
            for (let l = 0; l < L; l++) {
              // A layer another template holds stays absent, the Type stays, and partners are of the same template.
              expect(change.after[l] === ABSENT).toBe(change.before[l] === ABSENT);
              expect(change.before[l] === ABSENT).toBe(before[l] === ABSENT);
              if (l === input.typeLayer) expect(change.after[l]).toBe(change.before[l]);
            }
          expect(countsPerTemplate(layers, after)).toEqual(countsPerTemplate(layers, rows));
          expect(new Set(after.map((row) => traits(layers, row).join())).size).toBe(rows.length);
          expect(after.filter((row) => broken(traits(layers, row)))).toEqual([]);
        }
      // Most re-rolls are found: the check above is not run on refusals alone.
      expect(rerolled).toBeGreaterThan(rows.length * 2);
      expect(rows.filter((row) => broken(traits(layers, row)))).toEqual([]);
    });

  it('never gives an Alien a human Head or a Human an Alien Head', () => {
    const { input, request } = theSet(true, 40);
    const alien = request.rows.findIndex((row) => row[input.typeLayer!] === 1) + 1;
    const result = reroll({ ...request, token: alien, locked: [], seed: 'alien' });
    if (!result.ok) throw new Error(result.reason);
    const mine = result.changes.find((c) => c.token === alien)!.after;
    expect(traits(request.layers, mine).filter((t) => t.startsWith('Head:'))).toEqual([]);
    expect(traits(request.layers, mine).some((t) => t.startsWith('Alien Head:'))).toBe(true);
    expect(traits(request.layers, mine).at(-1)).toBe('Type: Alien');
  });

  it("says every trait is locked when the token's own layers all are", () => {
    const { input, request } = theSet(true, 40);
    const alien = request.rows.findIndex((row) => row[input.typeLayer!] === 1) + 1;
    expect(reroll({ ...request, token: alien, locked: input.templates![1]!.layers, seed: 'x' })).toEqual({
      ok: false,
      reason: 'Every trait is locked: unlock one to re-roll.',
    });
  });
});
