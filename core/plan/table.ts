// The rows being planned: a flat Int32Array (row i, layer l at i * layers + l; "None" is the value after a
// layer's images), row keys for uniqueness, and a multiset of keys in use.

export type RowKey = number | string;

export interface Table {
  layers: number;
  radices: readonly number[];
  keyAt(rows: ArrayLike<number>, base: number): RowKey;
}

export function createTable(radices: readonly number[]): Table {
  const layers = radices.length;
  const multipliers = new Array<number>(layers);
  let span = 1;
  for (let l = layers - 1; l >= 0; l--) {
    multipliers[l] = span;
    span *= radices[l]!;
  }
  // A mixed-radix number (enumeration order) while it stays exact; text past the safe-integer range.
  const numeric = Number.isSafeInteger(span);
  const keyAt = numeric
    ? (rows: ArrayLike<number>, base: number) => {
        let key = 0;
        for (let l = 0; l < layers; l++) key += rows[base + l]! * multipliers[l]!;
        return key;
      }
    : (rows: ArrayLike<number>, base: number) => Array.prototype.slice.call(rows, base, base + layers).join(',');
  return { layers, radices, keyAt };
}

const EMPTY = -1;

/** Spreads a key (a whole number below 2^53) over 32 bits. */
function hash(key: number): number {
  const h = Math.imul((key >>> 0) ^ Math.imul((key / 4294967296) >>> 0, 0x85ebca6b), 0x9e3779b1);
  return h ^ (h >>> 15);
}

/**
 * A multiset of row keys, asked about on every swap of the repairs: numeric keys live in a typed-array
 * hash table (open addressing, linear probing, no tombstones), text keys in a Map.
 */
export class KeyCounts {
  private keys: Float64Array;
  private counts: Int32Array;
  private mask: number;
  private size = 0;
  private text = new Map<string, number>();

  constructor(capacity = 64) {
    this.keys = new Float64Array(capacity).fill(EMPTY);
    this.counts = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /** A copy with room for `more` keys without growing. */
  clone(more = 0): KeyCounts {
    let capacity = this.keys.length;
    while (capacity < 2 * (this.size + more)) capacity *= 2;
    const copy = new KeyCounts(capacity);
    if (capacity === this.keys.length) {
      copy.keys.set(this.keys);
      copy.counts.set(this.counts);
      copy.size = this.size;
    } else this.keys.forEach((key, i) => key !== EMPTY && copy.put(key, this.counts[i]!));
    copy.text = new Map(this.text);
    return copy;
  }

  private put(key: number, count: number) {
    const at = this.slot(key);
    this.keys[at] = key;
    this.counts[at] = count;
    this.size++;
  }

  /** Where the key is, or the empty slot where it would go. */
  private slot(key: number): number {
    let i = hash(key) & this.mask;
    while (this.keys[i] !== EMPTY && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  get(key: RowKey): number {
    if (typeof key === 'string') return this.text.get(key) ?? 0;
    const i = this.slot(key);
    return this.keys[i] === key ? this.counts[i]! : 0;
  }

  /** Returns how many there were before. */
  add(key: RowKey): number {
    if (typeof key === 'string') {
      const before = this.text.get(key) ?? 0;
      this.text.set(key, before + 1);
      return before;
    }
    let i = this.slot(key);
    if (this.keys[i] === key) return this.counts[i]!++;
    if ((this.size + 1) * 2 > this.keys.length) {
      this.grow();
      i = this.slot(key);
    }
    this.keys[i] = key;
    this.counts[i] = 1;
    this.size++;
    return 0;
  }

  /** Returns how many there were before. */
  remove(key: RowKey): number {
    if (typeof key === 'string') {
      const before = this.text.get(key) ?? 0;
      if (before <= 1) this.text.delete(key);
      else this.text.set(key, before - 1);
      return before;
    }
    const i = this.slot(key);
    if (this.keys[i] !== key) return 0;
    const before = this.counts[i]!;
    if (before > 1) this.counts[i] = before - 1;
    else this.erase(i);
    return before;
  }

  /** Empties slot `hole`, moving back later entries of its probe run that would no longer be found. */
  private erase(hole: number) {
    const { keys, counts, mask } = this;
    for (let j = (hole + 1) & mask; keys[j] !== EMPTY; j = (j + 1) & mask) {
      const home = hash(keys[j]!) & mask;
      // The entry at j stays when its home lies cyclically in (hole, j].
      const stays = hole <= j ? home > hole && home <= j : home > hole || home <= j;
      if (stays) continue;
      keys[hole] = keys[j]!;
      counts[hole] = counts[j]!;
      hole = j;
    }
    keys[hole] = EMPTY;
    counts[hole] = 0;
    this.size--;
  }

  private grow() {
    const { keys, counts } = this;
    this.keys = new Float64Array(keys.length * 2).fill(EMPTY);
    this.counts = new Int32Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    this.size = 0;
    keys.forEach((key, i) => key !== EMPTY && this.put(key, counts[i]!));
  }
}

/** Value counts per layer of `count` rows. */
export function valueCounts(table: Table, rows: ArrayLike<number>, count: number): number[][] {
  const counts = table.radices.map((r) => new Array<number>(r).fill(0));
  for (let i = 0; i < count; i++) for (let l = 0; l < table.layers; l++) counts[l]![rows[i * table.layers + l]!]!++;
  return counts;
}
