// One-of-ones in a run's rows: when a set has them, each row carries one digit after the layers' digits,
// the index of the hand-made image that token is (-1: a generated token). The compose worker draws that
// digit as one more layer, so the image gets the layers' size rules; metadata takes its own name and
// attributes instead of the layers'.

import type { OneOfOneAttribute } from '../plan/types.ts';

export interface OneOfOneItem {
  name: string;
  attributes: ReadonlyArray<Readonly<OneOfOneAttribute>>;
}

/** The one-of-one a row is, if any. */
export function oneOfOneOf(
  layerCount: number,
  digits: readonly number[],
  oneOfOnes: readonly OneOfOneItem[] | undefined,
): OneOfOneItem | null {
  const k = digits[layerCount];
  return k !== undefined && k >= 0 ? (oneOfOnes?.[k] ?? null) : null;
}
