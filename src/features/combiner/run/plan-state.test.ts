import { describe, expect, it } from 'vitest';
import { defaultGeneratorSettings } from '@core/plan/from-settings';
import { quickEdit } from './plan-state';

describe('quickEdit: the edits that re-count and re-plan after the short pause', () => {
  const before = defaultGeneratorSettings('seed');
  const rule = { kind: 'never' as const, a: 'f1', b: 'f2' };

  it('is a weight, a None weight or a rule edit', () => {
    expect(quickEdit({ ...before, weights: { f1: 3 } }, before)).toBe(true);
    expect(quickEdit({ ...before, none: { 1: 2 } }, before)).toBe(true);
    expect(quickEdit({ ...before, rules: [rule] }, before)).toBe(true);
    expect(quickEdit({ ...before, weights: { f1: 0 }, rules: [rule] }, before)).toBe(true);
  });

  it('is not a change of size, seed, order or one-of-ones, alone or with a weight', () => {
    expect(quickEdit({ ...before, size: 40 }, before)).toBe(false);
    expect(quickEdit({ ...before, seed: 'other' }, before)).toBe(false);
    expect(quickEdit({ ...before, weights: { f1: 3 }, seed: 'other' }, before)).toBe(false);
    expect(quickEdit({ ...before, oneOfOnes: [{ id: 'g', name: 'Gold', attributes: [] }] }, before)).toBe(false);
    expect(quickEdit({ ...before }, before), 'nothing changed').toBe(false);
  });
});
