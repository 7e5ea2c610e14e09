// The look-alike guard's re-roll: tokens whose images look alike are re-rolled until no two rows of the
// set are alike, every count kept exact by swaps (reroll.ts). Two look-alike tokens whose rows differ
// in one layer make those two values alike (Red and a Red with 3 pixels changed): any two rows equal
// once each value stands for its class would look alike too, so the search keeps the rows distinct by
// class, and the images it makes need no new fingerprints to be known apart. When no such set keeps the
// counts, it says why and names the classes, for the merge or exclude offer.
import { reroll, type Reroll, type RerollRequest, type RowChange, type Swap } from './reroll.ts';
import { alikeClasses, classesOf, crowdedClass, type AlikeClass, type Crowded } from './alike-classes.ts';

export type { AlikeClass, Crowded } from './alike-classes.ts';

export interface LookAlikeRequest extends Omit<RerollRequest, 'token' | 'locked' | 'avoid' | 'alike'> {
  /** The guard's groups of look-alike tokens (from 1). */
  groups: readonly (readonly number[])[];
}

export type LookAlikeReroll =
  (Extract<Reroll, { ok: true }> & { tokens: number[] }) | { ok: false; reason: string; classes: AlikeClass[]; crowded: Crowded | null };

/** Re-rolls at most this many tokens (each removes at least one look-alike pair). */
const MOST_REROLLS = 200;

export function lookAlikeReroll({ groups, seed, ...set }: LookAlikeRequest): LookAlikeReroll {
  const layers = set.sizes.length;
  const classes = alikeClasses(set.rows, groups, layers);
  const alike = classesOf(classes, set.sizes);
  const current = [...set.rows];
  const before = new Map<number, number[]>();
  const swaps: Swap[] = [];
  const tokens: number[] = [];
  for (let step = 0; step < MOST_REROLLS; step++) {
    const clash = firstClash(current, alike, layers);
    if (!clash) break;
    const done = clash.some((token) => {
      const result = reroll({ ...set, rows: current, token, locked: [], seed: `${seed}#${token}#${step}`, alike });
      if (!result.ok) return false;
      for (const change of result.changes) {
        if (!before.has(change.token)) before.set(change.token, change.before);
        current[change.token - 1] = change.after;
      }
      swaps.push(...result.swaps);
      tokens.push(token);
      return true;
    });
    if (!done) return refusal(classes, current, layers);
  }
  if (!tokens.length) return { ok: false, reason: 'No two tokens of the set look alike now.', classes, crowded: null };
  if (firstClash(current, alike, layers)) return refusal(classes, current, layers);
  const changes: RowChange[] = [...before].map(([token, row]) => ({ token, before: row, after: [...current[token - 1]!] }));
  return { ok: true, swaps, changes, tokens };
}

/** The tokens of the first class-equal rows, last first (the first one of them stays if it can). */
function firstClash(rows: readonly (readonly number[])[], alike: readonly (readonly number[])[], layers: number): number[] | null {
  const seen = new Map<string, number[]>();
  rows.forEach((row, t) => {
    if ((row[layers] ?? -1) >= 0) return;
    const key = row.map((d, l) => (l < layers ? (alike[l]?.[d + 1] ?? d) : d)).join();
    const list = seen.get(key) ?? seen.set(key, []).get(key)!;
    list.push(t + 1);
  });
  for (const list of seen.values()) if (list.length > 1) return list.reverse();
  return null;
}

function refusal(classes: AlikeClass[], rows: readonly (readonly number[])[], layers: number): LookAlikeReroll {
  const crowded = crowdedClass(classes, rows, layers);
  return { ok: false, reason: 'No re-roll keeps every count and leaves no look-alike.', classes, crowded };
}
