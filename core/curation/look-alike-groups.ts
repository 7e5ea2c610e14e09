// The look-alike guard's groups: tokens whose stored images are the same bytes (same SHA-256), and
// tokens whose images are near-identical (fingerprints within the artist's threshold, look-alike-print.ts).
// A print's first word is the image's average red as a thermometer code: two prints differ in at least
// as many bits as their reds are steps apart, so each image is compared only with those whose red is
// within the threshold (sorted by red, a window of neighbours) instead of with every other one.
import { bitCount, PRINT_WORDS, printDistance } from './look-alike-print.ts';

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
  const red = images.map((image) => bitCount(prints[image.entry * PRINT_WORDS]!));
  const byRed = Int32Array.from(images, (_, i) => i).sort((a, b) => red[a]! - red[b]!);
  for (let i = 0; i < byRed.length; i++) {
    const a = byRed[i]!;
    const at = images[a]!.entry * PRINT_WORDS;
    for (let j = i + 1; j < byRed.length && red[byRed[j]!]! - red[a]! <= threshold; j++) {
      const b = byRed[j]!;
      // A pair already joined is not compared.
      const [top, other] = [root(parent, a), root(parent, b)];
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
