// This machine's rates for an animated run's budget (core/animation/animation-budget.ts): the benchmark's
// until an animated run here measures its own, kept in localStorage for the next runs.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { FIRST_RATES, type BudgetRates } from '@core/animation/animation-budget';
import { localJsonStorage } from './persist-storage';

interface BudgetRatesStore {
  rates: BudgetRates;
  measure(rates: BudgetRates): void;
}

export const useBudgetRates = create<BudgetRatesStore>()(
  persist((set) => ({ rates: FIRST_RATES, measure: (rates) => set({ rates }) }), {
    name: 'animationBudgetRates',
    storage: localJsonStorage,
    partialize: ({ rates }) => ({ rates }),
  }),
);
