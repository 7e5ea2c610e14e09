// The planner's only source of randomness: a seeded xoroshiro128+ (pure-rand), so the same seed gives
// the same collection on every machine. Never Math.random here.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export interface Random {
  /** An integer in [0, below). */
  int(below: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** FNV-1a over the seed's UTF-16 code units: any text is a seed. */
export function seedNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  return hash | 0;
}

export function seededRandom(seed: string): Random {
  const rng = xoroshiro128plus(seedNumber(seed));
  return {
    int: (below) => (below <= 1 ? 0 : uniformInt(rng, 0, below - 1)),
    chance: (p) => uniformInt(rng, 0, 0xffff) < p * 0x10000,
  };
}

/** Fisher-Yates in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  return items;
}
