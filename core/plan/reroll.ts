// Re-roll one token of a finished set with some traits locked, keeping every value's count exact: the
// token takes new values in its unlocked layers, and each value it gives up goes to another token that
// gives up the value it takes (a swap within one layer keeps that layer's counts, as the planner's own
// repair does). The new token and every partner obey the rules, and no two tokens of the set are alike.
// Seeded, so the same set, token, locks and seed give the same re-roll. In a set made of templates each
// template's layers are layers of their own (ABSENT in the other templates' rows), so a value is swapped
// only with a token of the same template and every count within a template stays exact; a layer the
// token's template lacks stays absent and its Type is never changed.
import { compileRules, violations } from './rules.ts';
import { seededRandom, shuffle } from './random.ts';
import { layerTraits, type LayerValues } from '../export/metadata.ts';
import { ABSENT } from './tree-types.ts';
import type { PlanRule } from './types.ts';

/** Tries of a new row before giving up: each costs a few lookups per layer and a scan of the partners. */
const ATTEMPTS = 400;

export interface RerollRequest {
  /** The set's rows as a run record keeps them (-1: None; with one-of-ones, one more digit). */
  rows: readonly (readonly number[])[];
  /** How many values each layer has. */
  sizes: readonly number[];
  rules: readonly PlanRule[];
  /** The token re-rolled, from 1. */
  token: number;
  /** Layers whose value the token keeps. */
  locked: readonly number[];
  seed: string;
  /** A set made of templates: the layer writing each token's template (Type), kept like a locked one. */
  typeLayer?: number;
  /** A set made of templates: its layers, so that tokens are told apart by the traits they list (without
   * Type, two templates may list the same traits with different rows). */
  layers?: readonly LayerValues[];
  /** Tokens (from 1) never taken as partners: the others of a selection re-rolled together. */
  avoid?: readonly number[];
}

/** In `layer`, `token` takes `gets` and `partner` takes the value the token gave up, `partnerGets`. */
export interface Swap {
  layer: number;
  token: number;
  gets: number;
  partner: number;
  partnerGets: number;
}

export interface RowChange {
  token: number;
  before: number[];
  after: number[];
}

export type Reroll = { ok: true; swaps: Swap[]; changes: RowChange[] } | { ok: false; reason: string };

export function reroll({ rows, sizes, rules, token, locked, seed, typeLayer, layers: named, avoid = [] }: RerollRequest): Reroll {
  const layers = sizes.length;
  const t = token - 1;
  const generated = (row: readonly number[]) => !((row[layers] ?? -1) >= 0);
  if (!rows[t]) return { ok: false, reason: `There is no token #${token}.` };
  if (!generated(rows[t]!)) return { ok: false, reason: 'A one-of-one is not re-rolled: it is drawn as it is.' };
  const free = sizes.map((_, l) => l).filter((l) => !locked.includes(l) && l !== typeLayer && rows[t]![l] !== ABSENT);
  if (!free.length) return { ok: false, reason: 'Every trait is locked: unlock one to re-roll.' };
  const compiled = compileRules(
    sizes.map((s) => s + 1),
    rules,
  );
  // The planner's rows count None as one more value of its layer.
  const breaksRules = (row: readonly number[]) =>
    violations(
      compiled,
      row.slice(0, layers).map((d, l) => (d < 0 ? sizes[l]! : d)),
    ) > 0;
  const key = (row: readonly number[]) => (named ? `${JSON.stringify(layerTraits(named, row))}/${row[layers] ?? ''}` : row.join());
  const taken = new Set(rows.map(key));
  // holders[layer]: value -> the other generated tokens holding it (their partners' pool).
  const holders = sizes.map(() => new Map<number, number[]>());
  rows.forEach((row, m) => {
    if (m === t || !generated(row) || avoid.includes(m + 1)) return;
    for (let l = 0; l < layers; l++) {
      if (row[l] === ABSENT) continue;
      const list = holders[l]!.get(row[l]!) ?? holders[l]!.set(row[l]!, []).get(row[l]!)!;
      list.push(m);
    }
  });
  const random = seededRandom(seed);
  const before = rows[t]!;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const after = [...before];
    for (const l of free) {
      const values = [...holders[l]!.keys()];
      if (values.length) after[l] = values[random.int(values.length)]!;
    }
    if (key(after) === key(before) || taken.has(key(after)) || breaksRules(after)) continue;
    const found = partners(after);
    if (found) return found;
  }
  return { ok: false, reason: 'No re-roll keeps the counts, the rules and every token unique with these locks: unlock another trait.' };

  /** Partners for each changed layer, or null when some layer has none that stays valid and unique. */
  function partners(after: number[]): Reroll | null {
    const changed = new Map<number, number[]>([[t, after]]);
    const newKeys = new Set([key(after)]);
    const swaps: Swap[] = [];
    for (let l = 0; l < layers; l++) {
      if (after[l] === before[l]) continue;
      const pool = shuffle([...(holders[l]!.get(after[l]!) ?? [])], random);
      const partner = pool.find((m) => {
        if (changed.has(m)) return false;
        const row = [...rows[m]!];
        row[l] = before[l]!;
        if (taken.has(key(row)) || newKeys.has(key(row)) || breaksRules(row)) return false;
        changed.set(m, row);
        newKeys.add(key(row));
        return true;
      });
      if (partner === undefined) return null;
      swaps.push({ layer: l, token, gets: after[l]!, partner: partner + 1, partnerGets: before[l]! });
    }
    const changes = [...changed].map(([m, row]) => ({ token: m + 1, before: [...rows[m]!], after: row }));
    return { ok: true, swaps, changes };
  }
}
