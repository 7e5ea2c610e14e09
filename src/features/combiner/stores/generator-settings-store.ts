// The generator's settings (size, seed, order, weights, None entries, rules, one-of-ones), persisted
// beside the trait groups under `generatorSettings` and validated on load.
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { CountsSetting, GeneratorSettings, OneOfOneSetting, RuleSetting, TokenOrder } from '@core/protocol';
import { defaultGeneratorSettings } from '@core/plan/from-settings';
import { localJsonStorage } from './persist-storage';
import { validSettings } from './generator-settings-schema';

/** A fresh random seed: 8 base-36 characters from the browser's CSPRNG. */
export const randomSeed = () =>
  Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36).padStart(7, '0').slice(-4)).join('');

interface GeneratorStore extends GeneratorSettings {
  setSize(size: number | null): void;
  setSeed(seed: string): void;
  setOrder(order: TokenOrder): void;
  setWeight(fileId: string, weight: number): void;
  setNone(groupId: number, weight: number | null): void;
  addRule(rule: RuleSetting): void;
  removeRule(index: number): void;
  /** Keeps only the rules whose values still exist; returns the ones dropped. */
  keepRules(exists: (fileId: string) => boolean): RuleSetting[];
  addOneOfOne(item: OneOfOneSetting): void;
  removeOneOfOne(id: string): void;
  /** Accepted counts in place of the weights' shares; null clears them. */
  setCounts(counts: CountsSetting | null): void;
}

export const generatorSettingsOf = (s: GeneratorSettings): GeneratorSettings => ({
  size: s.size,
  seed: s.seed,
  order: s.order,
  weights: s.weights,
  none: s.none,
  rules: s.rules,
  oneOfOnes: s.oneOfOnes,
  ...(s.counts ? { counts: s.counts } : {}),
});

/** Every trait file a rule names. */
export const ruleValueIds = (rule: RuleSetting) => [rule.a, rule.b, ...(rule.or ?? [])];

const otherIds = (rule: RuleSetting) => [rule.b, ...(rule.or ?? [])].sort().join();
const sameRule = (x: RuleSetting, y: RuleSetting) => x.kind === y.kind && x.a === y.a && otherIds(x) === otherIds(y);

export const useGeneratorSettings = create<GeneratorStore>()(
  persist<GeneratorStore, [], [], GeneratorSettings>(
    (set, get) => ({
      ...defaultGeneratorSettings(randomSeed()),
      setSize: (size) => set({ size }),
      setSeed: (seed) => set({ seed }),
      setOrder: (order) => set({ order }),
      setWeight: (fileId, weight) => set((s) => ({ weights: { ...s.weights, [fileId]: weight } })),
      setNone: (groupId, weight) =>
        set((s) => {
          const none = { ...s.none };
          if (weight === null) delete none[String(groupId)];
          else none[String(groupId)] = weight;
          return { none };
        }),
      addRule: (rule) => set((s) => (s.rules.some((r) => sameRule(r, rule)) ? s : { rules: [...s.rules, rule] })),
      removeRule: (index) => set((s) => ({ rules: s.rules.filter((_, i) => i !== index) })),
      keepRules: (exists) => {
        const dropped = get().rules.filter((r) => !ruleValueIds(r).every(exists));
        if (dropped.length) set((s) => ({ rules: s.rules.filter((r) => !dropped.includes(r)) }));
        return dropped;
      },
      addOneOfOne: (item) => set((s) => ({ oneOfOnes: [...s.oneOfOnes, item] })),
      removeOneOfOne: (id) => set((s) => ({ oneOfOnes: s.oneOfOnes.filter((o) => o.id !== id) })),
      setCounts: (counts) => set({ counts: counts ?? undefined }),
    }),
    {
      name: 'generatorSettings',
      storage: localJsonStorage as PersistStorage<GeneratorSettings>,
      partialize: generatorSettingsOf,
      merge: (persisted, current) => ({ ...current, ...validSettings(persisted, generatorSettingsOf(current)) }),
    },
  ),
);
