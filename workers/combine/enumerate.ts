// Combinations in layer order as a mixed-radix number: the first layer is the most significant digit,
// so the last layer varies fastest (nested loops over the cards, top card outermost).

/** How many combinations the layers give; Infinity when the product leaves the safe-integer range. */
export function combinationCount(radices: readonly number[]): number {
  if (radices.length === 0 || radices.some((r) => r <= 0)) return 0;
  const total = radices.reduce((product, r) => product * r, 1);
  return Number.isSafeInteger(total) ? total : Infinity;
}

/** The digits (one image index per layer) of combination number `index` (0-based). */
export function digitsOf(index: number, radices: readonly number[]): number[] {
  const digits = new Array<number>(radices.length);
  let rest = index;
  for (let layer = radices.length - 1; layer >= 0; layer--) {
    const radix = radices[layer]!;
    digits[layer] = rest % radix;
    rest = Math.floor(rest / radix);
  }
  return digits;
}

/** Every combination in order, lazily: a mixed-radix counter, `limit` at most. */
export function* enumerateAll(radices: readonly number[], limit = Infinity): Generator<number[]> {
  if (combinationCount(radices) === 0) return;
  const digits = radices.map(() => 0);
  for (let made = 0; made < limit; made++) {
    yield [...digits];
    let layer = radices.length - 1;
    while (layer >= 0 && ++digits[layer]! === radices[layer]) digits[layer--] = 0;
    if (layer < 0) return;
  }
}
