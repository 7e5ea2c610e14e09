// Re-roll several tokens with the same locks, as one edit: each is re-rolled (reroll.ts) in turn on the
// set as the ones before it left it, and no token of the selection, nor any token an earlier swap
// changed, is taken as a partner, so no two swaps touch the same token and the counts stay exact.
// Seeded per token from the one seed, so the same set, selection, locks and seed give the same edit.
// In a set made of templates the locks name the first token's layers; each token keeps its own layer
// of the same trait.
import { reroll, type Reroll, type RerollRequest, type RowChange, type Swap } from './reroll.ts';
import { ABSENT } from './tree-types.ts';

export interface SelectionRequest extends Omit<RerollRequest, 'token' | 'avoid'> {
  /** The tokens re-rolled (from 1), in the order they are re-rolled. */
  tokens: readonly number[];
}

/** `locked` as the layers of `row`'s template: a layer the row does not have is its own layer of that name. */
function ownLocks(locked: readonly number[], row: readonly number[], layers: RerollRequest['layers']): number[] {
  if (!layers) return [...locked];
  return locked.flatMap((l) => {
    if (row[l] !== ABSENT) return [l];
    const own = layers.findIndex((layer, k) => layer.name === layers[l]!.name && row[k] !== ABSENT);
    return own < 0 ? [] : [own];
  });
}

export function rerollSelection({ tokens, rows, seed, locked, ...rest }: SelectionRequest): Reroll {
  if (!tokens.length) return { ok: false, reason: 'Select the tokens to re-roll.' };
  const current = [...rows];
  const before = new Map<number, number[]>();
  const swaps: Swap[] = [];
  for (const token of tokens) {
    const avoid = [...new Set([...tokens, ...before.keys()])];
    const own = ownLocks(locked, current[token - 1]!, rest.layers);
    const result = reroll({ ...rest, rows: current, token, locked: own, seed: `${seed}#${token}`, avoid });
    if (!result.ok) return { ok: false, reason: `#${token}: ${result.reason}` };
    for (const change of result.changes) {
      if (!before.has(change.token)) before.set(change.token, change.before);
      current[change.token - 1] = change.after;
    }
    swaps.push(...result.swaps);
  }
  const changes: RowChange[] = [...before].map(([token, row]) => ({ token, before: row, after: [...current[token - 1]!] }));
  return { ok: true, swaps, changes };
}
