import { describe, expect, it } from 'vitest';
import { planAny, treeRules } from './plan-tree.ts';
import { collectionInput } from './tree-input.ts';
import { defaultGeneratorSettings } from './from-settings.ts';
import { tokenRows } from './rated-plan.ts';
import { rerollSelection } from './reroll-selection.ts';
import { group } from './groups.test-helpers.ts';

// Human 2 : Alien 1, each template with a Background layer of its own in the run (same name, other index).
const groups = [
  group(1, 'Background', ['Red', 'Blue', 'Green']),
  group(2, 'Head', ['Bald', 'Curly', 'Long']),
  group(3, 'Eyes', ['Open', 'Closed', 'Wink']),
  group(4, 'Alien Head', ['Squid', 'Antenna', 'Horns']),
];
const templates = {
  typeTrait: true,
  templates: [
    { id: 1, name: 'Human', weight: 2, layers: [1, 2, 3] },
    { id: 2, name: 'Alien', weight: 1, layers: [1, 4, 3] },
  ],
};

describe('a re-roll of a selection across templates', () => {
  it("keeps each token's own layer of the locked trait", () => {
    const input = collectionInput(groups, defaultGeneratorSettings('selection-tree'), templates, 30);
    const plan = planAny(input);
    if (!plan.ok) throw new Error(plan.problems.join(' '));
    const rows = tokenRows(plan.tokens, input.layers.length, false);
    const type = input.typeLayer!;
    const human = rows.findIndex((row) => row[type] === 0) + 1;
    const alien = rows.findIndex((row) => row[type] === 1) + 1;
    const [humanBackground, alienBackground] = input.templates!.map((t) => t.layers[0]!) as [number, number];
    expect(humanBackground).not.toBe(alienBackground);
    const request = {
      rows,
      sizes: input.layers.map((l) => l.values.length),
      rules: treeRules(input.templates!),
      layers: input.layers.map(({ name, values }) => ({ name, values })),
      typeLayer: type,
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const result = rerollSelection({ ...request, tokens: [human, alien], locked: [humanBackground], seed });
      if (!result.ok) throw new Error(result.reason);
      const after = (token: number) => result.changes.find((c) => c.token === token)!.after;
      expect(after(human)[humanBackground]).toBe(rows[human - 1]![humanBackground]);
      expect(after(alien)[alienBackground]).toBe(rows[alien - 1]![alienBackground]);
      expect(after(alien)).not.toEqual(rows[alien - 1]);
    }
  });
});
