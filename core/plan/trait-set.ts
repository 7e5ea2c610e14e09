// A set's traits with each distinct trait stored once and every token's traits as indexes into them:
// rating 10 000 tokens then reads, normalises and counts 250 distinct strings instead of 80 000, which
// is what keeps the plan's rarity within the re-plan budget after a weight edit.
import type { Trait } from '../rarity/rarity-types.ts';

export interface TraitSet {
  /** Each distinct trait once. */
  traits: readonly Trait[];
  /** Each token's traits as indexes into `traits`, in the order its metadata lists them. */
  tokens: readonly (readonly number[])[];
}

/** The set of the given traits per token (equal traits share an index). */
export function traitSetOf(lists: readonly (readonly Trait[])[]): TraitSet {
  const traits: Trait[] = [];
  const index = new Map<string, Map<string, number>>();
  const indexOf = ([type, value]: Trait) => {
    const values = index.get(type) ?? index.set(type, new Map()).get(type)!;
    let i = values.get(value);
    if (i === undefined) values.set(value, (i = traits.push([type, value]) - 1));
    return i;
  };
  return { traits, tokens: lists.map((list) => list.map(indexOf)) };
}
