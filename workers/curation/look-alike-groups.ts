// The look-alike guard's groups: tokens whose stored images are the same bytes (same SHA-256), and
// tokens whose images are near-identical (fingerprints within the artist's threshold, look-alike-print.ts).
// Every distinct image is compared with every other: 50 million pairs for 10 000 images, most of them
// settled by their first 32 bits.
import { PRINT_WORDS, printDistance } from './look-alike-print.ts';

/** The fingerprints of a run's images: entry k is token numbers[k]'s. */
export interface LookAlikePrints {
  numbers: number[];
  /** Lower-case hex SHA-256 of each stored image. */
  sha256: string[];
  /** PRINT_WORDS words per entry. */
  prints: Uint32Array;
}

export interface LookAlikeGroups {
  /** Tokens with byte-identical images, each group in number order, groups by first number. */
  identical: number[][];
  /** Tokens whose images differ but look alike (transitively), in the same order. */
  near: number[][];
}

const byFirst = (groups: number[][]) => groups.map((g) => g.sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);

/** Each distinct image's tokens (first seen first). */
function sameBytes({ numbers, sha256 }: LookAlikePrints): { tokens: number[]; entry: number }[] {
  const found = new Map<string, { tokens: number[]; entry: number }>();
  sha256.forEach((hash, k) => {
    const image = found.get(hash);
    if (image) image.tokens.push(numbers[k]!);
    else found.set(hash, { tokens: [numbers[k]!], entry: k });
  });
  return [...found.values()];
}

/** Union-find root of `i`, halving the path on the way. */
function root(parent: Int32Array, i: number): number {
  while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
  return i;
}

/** `threshold`: how many fingerprint bits two different images may differ in and still look alike. */
export function lookAlikeGroups(input: LookAlikePrints, threshold: number): LookAlikeGroups {
  const images = sameBytes(input);
  const { prints } = input;
  const parent = Int32Array.from(images, (_, i) => i);
  for (let a = 0; a < images.length; a++) {
    const at = images[a]!.entry * PRINT_WORDS;
    // a's root stays the root while the loop hangs others under it; a pair already joined is not compared.
    const top = root(parent, a);
    for (let b = a + 1; b < images.length; b++) {
      const other = root(parent, b);
      if (other === top || printDistance(prints, at, prints, images[b]!.entry * PRINT_WORDS, threshold) > threshold) continue;
      parent[other] = top;
    }
  }
  const components = new Map<number, { images: number; tokens: number[] }>();
  images.forEach((image, i) => {
    const r = root(parent, i);
    const component = components.get(r) ?? { images: 0, tokens: [] };
    component.images++;
    component.tokens.push(...image.tokens);
    components.set(r, component);
  });
  return {
    identical: byFirst(images.filter((image) => image.tokens.length > 1).map((image) => [...image.tokens])),
    near: byFirst([...components.values()].filter((c) => c.images > 1).map((c) => c.tokens)),
  };
}
