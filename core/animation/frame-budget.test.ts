import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frame-budget.ts';

describe('the decoded frames budget', () => {
  it('frees the sets used least recently until the rest fit', () => {
    const budget = new FrameBudget(100);
    budget.use('a', 40);
    budget.use('b', 40);
    budget.use('a', 40);
    budget.use('c', 40);
    expect(budget.overflow(new Set())).toEqual(['b']);
    expect([budget.has('a'), budget.has('b'), budget.has('c')]).toEqual([true, false, true]);
    expect(budget.overflow(new Set())).toEqual([]);
  });

  it('never frees a set a compose call in flight draws, even one larger than the budget', () => {
    const budget = new FrameBudget(100);
    budget.use('big', 300);
    budget.use('small', 10);
    expect(budget.overflow(new Set(['big']))).toEqual(['small']);
    expect(budget.has('big')).toBe(true);
  });
});
