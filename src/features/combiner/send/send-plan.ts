// The pure part of "Send to a collection": which token becomes which file, which traits and values the
// collection needs, which images a resumed send still owes, and which assignments each file needs.
import { oneOfOneOf } from '@core/export/one-of-ones';
import { stargazeMetadata } from '@core/export/stargaze-metadata';
import { type StargazeSet } from '@core/export/stargaze-files';
import type { Assignment, Trait } from '@contract/traits';

export const sentFileName = (n: number) => `${n}.png`;

export interface TokenTrait {
  trait_type: string;
  value: string;
}

/** Token n's traits exactly as its Stargaze metadata states them (a one-of-one's own), trimmed as the server stores them. */
export const tokenTraits = (set: StargazeSet, n: number): TokenTrait[] =>
  stargazeMetadata(set.collection, n, set.layers, set.rows[n - 1] ?? [], '', set.oneOfOnes).attributes.map((a) => ({
    trait_type: a.trait_type.trim(),
    value: String(a.value).trim(),
  }));

/** The token names the sent files keep: a one-of-one's own ("The King"); the others follow the collection's name. */
export function ownTokenNames(set: StargazeSet, numbers: readonly number[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const n of numbers) {
    const special = oneOfOneOf(set.layers.length, set.rows[n - 1] ?? [], set.oneOfOnes);
    if (special?.name.trim()) names.set(sentFileName(n), special.name.trim());
  }
  return names;
}

export interface NeededTrait {
  name: string;
  values: string[];
}

/** One trait per layer (in layer order), with the values the given tokens use, in first-use order. */
export function neededTraits(set: StargazeSet, numbers: readonly number[]): NeededTrait[] {
  const traits = new Map<string, Set<string>>(set.layers.map((l) => [l.name.trim(), new Set<string>()]));
  for (const n of numbers)
    for (const { trait_type, value } of tokenTraits(set, n)) {
      // The server refuses an empty name or value; such a trait cannot be carried over.
      if (!trait_type || !value) continue;
      if (!traits.has(trait_type)) traits.set(trait_type, new Set());
      traits.get(trait_type)!.add(value);
    }
  return [...traits].filter(([, values]) => values.size > 0).map(([name, values]) => ({ name, values: [...values] }));
}

/** What the collection still lacks of the needed traits: new traits (with all their values) and new values. */
export function missingTraits(needed: readonly NeededTrait[], existing: readonly Trait[]) {
  const traits: NeededTrait[] = [];
  const values: Array<{ traitId: number; value: string }> = [];
  for (const trait of needed) {
    const found = existing.find((t) => t.trait_name.trim() === trait.name);
    if (!found) traits.push(trait);
    else
      for (const value of trait.values) if (!found.values.some((v) => v.value.trim() === value)) values.push({ traitId: found.id, value });
  }
  return { traits, values };
}

/** trait name -> value -> [trait id, value id], from the collection's traits. */
export function valueIds(traits: readonly Trait[]): Map<string, Map<string, [number, number]>> {
  return new Map(
    traits.map((t) => [t.trait_name.trim(), new Map(t.values.map((v) => [v.value.trim(), [t.id, v.id] as [number, number]]))]),
  );
}

/**
 * Numbers 1..count not sent yet. A send that stopped cannot know which files of its last batches the
 * server stored, so the collection's listing decides: a `<n>.png` there now that was not there before
 * the send began was stored by it.
 */
export function unsentNumbers(count: number, sent: ReadonlySet<number>, before: ReadonlySet<string>, now: readonly string[]): number[] {
  const present = new Set(now.filter((name) => !before.has(name)));
  return Array.from({ length: count }, (_, i) => i + 1).filter((n) => !sent.has(n) && !present.has(sentFileName(n)));
}

export interface AssignmentChanges {
  add: Array<{ file_id: number; value_id: number }>;
  /** A replaced file keeps its old traits: an old value of a trait the token has goes first. */
  remove: Array<{ file_id: number; value_id: number }>;
}

/** The assignments that give each sent file its token's values; what a file already has is left alone. */
export function assignmentChanges(
  set: StargazeSet,
  numbers: readonly number[],
  fileIds: ReadonlyMap<string, number>,
  ids: ReturnType<typeof valueIds>,
  existing: readonly Assignment[],
): AssignmentChanges {
  const has = new Map(existing.map((a) => [`${a.file_id}:${a.trait_id}`, a.value_id]));
  const changes: AssignmentChanges = { add: [], remove: [] };
  for (const n of numbers) {
    const fileId = fileIds.get(sentFileName(n));
    if (fileId === undefined) continue;
    for (const { trait_type, value } of tokenTraits(set, n)) {
      const id = ids.get(trait_type)?.get(value);
      if (!id) continue;
      const current = has.get(`${fileId}:${id[0]}`);
      if (current === id[1]) continue;
      if (current !== undefined) changes.remove.push({ file_id: fileId, value_id: current });
      changes.add.push({ file_id: fileId, value_id: id[1] });
    }
  }
  return changes;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
