import { describe, expect, it } from 'vitest';
import { planAny } from './plan-tree.ts';
import { collectionInput } from './tree-input.ts';
import { defaultGeneratorSettings, planInput } from './from-settings.ts';
import { layerTraits } from '../export/metadata.ts';
import { ABSENT, type TemplatesSetting } from './tree-types.ts';
import type { GeneratorSettings, PlanInput } from './types.ts';
import { group } from './groups.test-helpers.ts';

// Human 3 : Alien 1, sharing Background and Eyes; Human has Head, Alien its own Alien Head.
const groups = [
  group(1, 'Background', ['Red', 'Blue', 'Green', 'Gold']),
  group(2, 'Head', ['Bald', 'Curly', 'Long']),
  group(3, 'Eyes', ['Open', 'Closed', 'Wink']),
  group(4, 'Alien Head', ['Squid', 'Antenna']),
];
const tree = (typeTrait = true): TemplatesSetting => ({
  typeTrait,
  templates: [
    { id: 1, name: 'Human', weight: 3, layers: [1, 2, 3] },
    { id: 2, name: 'Alien', weight: 1, layers: [1, 4, 3] },
  ],
});
const settings = (more: Partial<GeneratorSettings> = {}): GeneratorSettings => ({ ...defaultGeneratorSettings('fixed'), ...more });

function planned(input: PlanInput) {
  const result = planAny(input);
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.tokens.map((t) => layerTraits(input.layers, t.digits));
}

const countOf = (rows: ReadonlyArray<Array<[string, string]>>, type: string, value: string) =>
  rows.filter((r) => r.some(([t, v]) => t === type && v === value)).length;

describe('planning with templates', () => {
  it('splits the collection by the template weights and counts each value exactly within its template', () => {
    const rows = planned(collectionInput(groups, settings(), tree(), 40));
    expect(rows).toHaveLength(40);
    expect(countOf(rows, 'Type', 'Human')).toBe(30);
    expect(countOf(rows, 'Type', 'Alien')).toBe(10);
    const humans = rows.filter((r) => r.some(([t, v]) => t === 'Type' && v === 'Human'));
    const aliens = rows.filter((r) => r.some(([t, v]) => t === 'Type' && v === 'Alien'));
    // Largest remainder of 30 over 1:1:1:1 is 8, 8, 7, 7; of 10 it is 3, 3, 2, 2.
    expect(['Red', 'Blue', 'Green', 'Gold'].map((v) => countOf(humans, 'Background', v))).toEqual([8, 8, 7, 7]);
    expect(['Red', 'Blue', 'Green', 'Gold'].map((v) => countOf(aliens, 'Background', v))).toEqual([3, 3, 2, 2]);
    expect(['Squid', 'Antenna'].map((v) => countOf(aliens, 'Alien Head', v))).toEqual([5, 5]);
    expect(aliens.filter((r) => r.some(([t]) => t === 'Head'))).toEqual([]);
    expect(humans.filter((r) => r.some(([t]) => t === 'Alien Head'))).toEqual([]);
    // Each token lists its traits in its template's draw order, Type last.
    expect(aliens[0]!.map(([t]) => t)).toEqual(['Background', 'Alien Head', 'Eyes', 'Type']);
    expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(40);
  });

  it('gives the same collection for the same seed and another for another seed', () => {
    const a = planAny(collectionInput(groups, settings(), tree(), 40));
    const b = planAny(collectionInput(groups, settings(), tree(), 40));
    const c = planAny(collectionInput(groups, settings({ seed: 'other' }), tree(), 40));
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('keeps rules within each template, and "only with" a layer a template lacks keeps the value out of it', () => {
    const rules = [
      { kind: 'never' as const, a: 'Background-Red', b: 'Eyes-Wink' },
      { kind: 'only' as const, a: 'Background-Gold', b: 'Head-Curly' },
    ];
    const input = collectionInput(groups, settings({ rules, weights: { 'Background-Gold': 0.5 } }), tree(), 28);
    const rows = planned(input);
    const has = (r: Array<[string, string]>, type: string, value: string) => r.some(([t, v]) => t === type && v === value);
    expect(rows.filter((r) => has(r, 'Background', 'Red') && has(r, 'Eyes', 'Wink'))).toEqual([]);
    expect(rows.filter((r) => has(r, 'Background', 'Gold') && !has(r, 'Head', 'Curly'))).toEqual([]);
    expect(countOf(rows, 'Type', 'Alien')).toBe(7);
    expect(rows.filter((r) => has(r, 'Type', 'Alien') && has(r, 'Background', 'Gold'))).toEqual([]);
    expect(countOf(rows, 'Background', 'Gold')).toBe(3);
  });

  it('without the Type trait, no two tokens of different templates list the same traits', () => {
    const shared = [group(1, 'Background', ['Red', 'Blue']), group(2, 'Eyes', ['Open', 'Closed']), group(3, 'Hat', ['Cap'])];
    const setting: TemplatesSetting = {
      typeTrait: false,
      templates: [
        { id: 1, name: 'Plain', weight: 1, layers: [1, 2] },
        { id: 2, name: 'Hatted', weight: 2, layers: [1, 2, 3] },
      ],
    };
    // Hat optional in the second template: its None rows would repeat the first template's rows.
    const input = collectionInput(shared, settings({ none: { '3': 1 } }), setting, 6);
    expect(input.typeLayer).toBeUndefined();
    const rows = planned(input);
    expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(6);
  });

  it('lets a value choose its template: Body = Alien gives the Alien layers, its weight the share', () => {
    const withBody = [group(5, 'Body', ['Human', 'Alien']), ...groups];
    const setting: TemplatesSetting = {
      typeTrait: false,
      templates: [
        { id: 1, name: 'Human', weight: 1, layers: [5, 1, 2, 3], chosenBy: 'Body-Human' },
        { id: 2, name: 'Alien', weight: 1, layers: [5, 1, 4, 3], chosenBy: 'Body-Alien' },
      ],
    };
    const rows = planned(collectionInput(withBody, settings({ weights: { 'Body-Human': 3 } }), setting, 40));
    const aliens = rows.filter((r) => r.some(([t, v]) => t === 'Body' && v === 'Alien'));
    expect(aliens).toHaveLength(10);
    expect(aliens.every((r) => r.some(([t]) => t === 'Alien Head') && !r.some(([t]) => t === 'Head'))).toBe(true);
  });

  it('refuses a template that cannot be met, naming it, with nearest counts', () => {
    const result = planAny(collectionInput(groups, settings(), tree(), 60));
    // Alien gets 15 tokens but has only 4 x 2 x 3 = 24... and Human 45 of 36: Human is refused.
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join(' ')).toMatch(/^Human: /);
    expect(result.valid).toEqual({ count: 36 + 24, exact: true });
  });

  it('places one-of-ones and marks layers of other templates as absent', () => {
    const input = collectionInput(groups, settings({ oneOfOnes: [{ id: 'o', name: 'Unique', attributes: [] }] }), tree(), 41);
    const result = planAny(input);
    if (!result.ok) throw new Error(result.problems.join(' '));
    expect(result.tokens.filter((t) => t.oneOfOne === 0)).toHaveLength(1);
    const alien = result.tokens.find((t) => t.digits[input.typeLayer!] === 1)!;
    expect(alien.digits.filter((d) => d === ABSENT)).toHaveLength(3);
  });

  it('with one template plans the layers as they are', () => {
    const one: TemplatesSetting = { typeTrait: true, templates: [tree().templates[0]!] };
    expect(collectionInput(groups, settings(), one, 12)).toEqual(planInput(groups, settings(), 12));
  });
});
