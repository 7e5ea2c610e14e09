// Random rules of every kind for the planner's property tests, and the plain reading of a rule they check
// plans against (independent of the compiled rules the planner uses).
import fc from 'fast-check';
import type { PlanRule, TraitRef } from './types.ts';

export const arbitraryRules = (maxLength: number) =>
  fc.array(
    fc.record({
      kind: fc.constantFrom('never' as const, 'only' as const, 'oneOf' as const),
      a: fc.nat(),
      b: fc.nat(),
      va: fc.nat(),
      vb: fc.nat(),
      vor: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
    }),
    { maxLength },
  );

type ArbitraryRule = ReturnType<typeof arbitraryRules> extends fc.Arbitrary<(infer R)[]> ? R : never;

/** The rules with layers and values resolved by `ref` (which wraps the numbers into the layers). */
export const planRulesOf = (rules: readonly ArbitraryRule[], ref: (layer: number, value: number) => TraitRef): PlanRule[] =>
  rules.map((r) => ({
    kind: r.kind,
    a: ref(r.a, r.va),
    b: ref(r.b, r.vb),
    ...(r.kind === 'oneOf' && { or: r.vor.map((v) => ref(r.b, v).value) }),
  }));

/** Does the combination break the rule? b, or for "requires one of" any of its alternatives, counts. */
export function breaksRule(combination: readonly number[], rule: PlanRule): boolean {
  if (combination[rule.a.layer] !== rule.a.value) return false;
  const holdsOther = [rule.b.value, ...(rule.or ?? [])].includes(combination[rule.b.layer]!);
  return rule.kind === 'never' ? holdsOther : !holdsOther;
}
