import { describe, expect, it } from 'vitest';
import { planCollection } from './plan-collection.ts';
import { ratePlan, tokenRows, unpackRows } from './rated-plan.ts';
import { rarityCsvText, setRarity } from '../export/rarity-report.ts';
import type { PlanInput } from './types.ts';
import { defaultGeneratorSettings, planInput } from './from-settings.ts';

describe('run rows', () => {
  it('add the one-of-one digit only when the set has one-of-ones', () => {
    const tokens = [{ digits: [1, 0] }, { digits: [], oneOfOne: 0 }];
    expect(tokenRows(tokens, 2, true)).toEqual([
      [1, 0, -1],
      [-1, -1, 0],
    ]);
    expect(tokenRows([{ digits: [1, 0] }], 2, false)).toEqual([[1, 0]]);
  });
});

describe('a rated plan', () => {
  const input: PlanInput = {
    layers: [
      { name: 'Background', values: ['Red', 'Blue'], weights: [1, 3], noneWeight: null },
      { name: 'Hat', values: ['Cap'], weights: [1], noneWeight: 1 },
    ],
    size: 4,
    seed: 'rated',
    order: 'shuffled',
    rules: [],
    oneOfOnes: 1,
  };
  const oneOfOnes = [{ name: 'The King', attributes: [{ trait_type: 'Crown', value: 'Diamond' }] }];

  it("carries each token's rarity by both methods, counted from its own rows with the one-of-ones' traits", () => {
    const plan = planCollection(input);
    const rated = ratePlan(input, plan, oneOfOnes);
    if (!rated.ok || !plan.ok) throw new Error('the plan was refused');
    const rows = tokenRows(plan.tokens, 2, true);
    expect(unpackRows(rated.rows)).toEqual(rows);
    expect(rated.rarity).toEqual(setRarity(input.layers, rows, oneOfOnes));
    // The one-of-one counts with its own trait, one token of four.
    expect(rarityCsvText(input.layers, rows, oneOfOnes, 'openrarity')).toContain('Crown,Diamond,1,25.00');
    expect(rated.rarity.openrarity.rank).toHaveLength(4);
    expect(rated.rarity.statistical.rank).toHaveLength(4);
  });

  it('counts None as a value in rarity.csv when the layer writes it, as the metadata does', () => {
    const group = (noneValue: boolean) => ({
      id: 7,
      name: 'Hat',
      files: [{ id: 'cap', name: 'cap.png' }],
      traitValues: { 'cap.png': 'Cap' },
      noneValue,
    });
    const settings = { ...defaultGeneratorSettings('rated'), none: { '7': 1 } };
    const noneRows = (noneValue: boolean) => {
      const planned = planInput([group(noneValue)], settings, 2);
      const plan = planCollection(planned);
      if (!plan.ok) throw new Error('the plan was refused');
      const csv = rarityCsvText(planned.layers, tokenRows(plan.tokens, 1, false), [], 'statistical');
      return csv.split('\n').filter((line) => line.startsWith('Hat,'));
    };
    expect(noneRows(false)).toEqual(['Hat,Cap,1,50.00']);
    expect(noneRows(true)).toEqual(['Hat,Cap,1,50.00', 'Hat,None,1,50.00']);
  });

  it('leaves a refusal as it is', () => {
    const refused = planCollection({ ...input, size: 9 });
    expect(refused.ok).toBe(false);
    expect(ratePlan(input, refused, oneOfOnes)).toBe(refused);
  });
});
